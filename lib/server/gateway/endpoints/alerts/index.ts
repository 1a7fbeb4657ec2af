import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { alertEndpoints } from "./alerts";
import { notificationEndpoints } from "./notifications";

/** Alerts, their feeds and notifications. */
export const ALERT_ENDPOINTS: TEndpoint[] = [...alertEndpoints, ...notificationEndpoints];

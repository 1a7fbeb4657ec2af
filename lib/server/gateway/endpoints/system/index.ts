import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { healthStatus } from "./healthstatus";

/** Health. */
export const SYSTEM_ENDPOINTS: TEndpoint[] = [healthStatus];

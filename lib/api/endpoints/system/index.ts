import "server-only";
import type { TEndpoint } from "@/lib/api/types";
import { healthStatus } from "./healthstatus";

/** Health. */
export const SYSTEM_ENDPOINTS: TEndpoint[] = [healthStatus];

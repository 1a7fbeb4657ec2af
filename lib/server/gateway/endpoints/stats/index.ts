import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { entitiesHeat, v1Heat } from "./heat";
import { statisticsDocumentVolume, statisticsDocumentCount } from "./statistics";

/** Heat and statistics. */
export const STATS_ENDPOINTS: TEndpoint[] = [entitiesHeat, v1Heat, statisticsDocumentVolume, statisticsDocumentCount];

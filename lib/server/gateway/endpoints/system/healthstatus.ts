import "server-only";
import { z } from "zod";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { databaseHealth } from "@/lib/server/db/health";
import { APP_VERSION } from "@/lib/server/version";
import { ZHealth } from "@/lib/contract/responses";

export const healthStatus = defineEndpoint({
  id: "system.healthstatus",
  response: ZHealth,
  summary: "Service health: database reachability and versions (no authentication)",
  description: "200 with Status Healthy, or 503 with Status Unhealthy when the database cannot be reached.",
  methods: ["GET"],
  paths: ["/v1/healthstatus"],
  params: z.object({}),
  formats: "standard",
  auth: "none",
  xmlRoot: "HealthStatus",
  examples: [{ request: "GET /api/v1/healthstatus?type=json", response: { Status: "Healthy", Version: APP_VERSION } }],
  handler: async ({ ctx }) => {
    const database = await databaseHealth();
    if (!database.reachable) ctx.setStatus(503);
    return {
      Status: database.reachable ? "Healthy" : "Unhealthy",
      Version: APP_VERSION,
      Database: { Reachable: database.reachable, Version: database.version ?? "", LatencyMs: database.latencyMs ?? 0 },
      LastUpdated: new Date(),
    };
  },
});

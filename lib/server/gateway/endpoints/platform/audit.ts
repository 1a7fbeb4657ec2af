import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX, zEnum, zInt, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { AUDIT_CATEGORIES } from "@/lib/server/audit/audited-actions";
import { findAudit } from "@/lib/server/audit/find-audit";
import { wireAuditPage } from "@/lib/server/gateway/wire/audit";
import { zDate } from "../search/search-params";
import { ZRowList } from "@/lib/contract/responses";

export const auditLogEndpoint = defineEndpoint({
  id: "audit.list",
  response: ZRowList,
  summary: "The audit log: sign-ins, password and key changes, shares, exports and impersonation (admin)",
  description:
    "Newest first. category: sign-in (outcome Success or Delay, with the user name tried), credentials " +
    "(password change, API and service key create/revoke), share (/project/share), export (project, tab, widget " +
    "and report exports and report files), impersonation (every step). username matches the acting user or the " +
    "real admin behind an impersonation; from/to (ISO 8601) limit the time. Each row: Id, At, Category, Action " +
    "(the endpoint), UserName, RealUserName (while impersonating), Status (HTTP), Outcome (Status of the answer, " +
    "done, or the error Code), Target (the parameters naming what was acted on; never secrets), ClientAddress, " +
    "RequestId. Requests refused before reaching an endpoint are in the server log, not here.",
  methods: ["GET"],
  paths: ["/v1/audit"],
  params: z.object({
    category: zEnum(AUDIT_CATEGORIES).optional(),
    username: zText(200).optional(),
    from: zDate().optional(),
    to: zDate().optional(),
    pageSize: zInt(1, PAGE_SIZE_MAX).default(50),
    pageNumber: zInt(0, 100_000).default(0),
  }),
  formats: "standard",
  auth: "admin",
  examples: [{ request: "GET /api/v1/audit?category=sign-in&username=alice&type=json" }],
  handler: async ({ params }) => wireAuditPage(await findAudit(params)),
});

import "server-only";

export const AUDIT_CATEGORIES = [
  "sign-in",
  "credentials",
  "share",
  "export",
  "impersonation",
  "alerts",
  "correction",
] as const;
export type TAuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** Which endpoints are audited, by endpoint id, and under which category. Reads are not audited. */
export function auditCategoryOf(endpointId: string): TAuditCategory | undefined {
  if (endpointId === "auth.login" || endpointId === "auth.login.legacy") return "sign-in";
  if (
    /^(apikey|servicekey)\.(create|revoke)$/.test(endpointId) ||
    /^sessions\.end/.test(endpointId) ||
    endpointId === "auth.changepassword"
  )
    return "credentials";
  if (endpointId === "project.share") return "share";
  if (/\.export(-nested)?$/.test(endpointId) || endpointId === "reportorders.file") return "export";
  // Entity corrections; their before and after are in entity_corrections (GET /v1/entities/{ref}/history).
  if (/^entities\.(merge|aliases|split|update|corrections\.undo)$/.test(endpointId)) return "correction";
  if (/^impersonation\./.test(endpointId) && !/\.(list|get|audit)$/.test(endpointId)) return "impersonation";
  if (/^alerts\.(create|update|delete)$/.test(endpointId)) return "alerts";
  return undefined;
}

/** The parameters that name what was acted on (never secrets or passwords). */
const TARGET_PARAMETERS = [
  "projectref",
  "projectid",
  "description",
  "users",
  "sharestate",
  "sl",
  "key",
  "id",
  "tabid",
  "widgetid",
  "exportformat",
  "username",
];

export function auditTarget(params: Map<string, string>, body: unknown): string | undefined {
  const parts: string[] = [];
  for (const [name, value] of params) {
    if (TARGET_PARAMETERS.includes(name.toLowerCase()) && value) parts.push(`${name}=${value.slice(0, 120)}`);
  }
  const b = body as Record<string, unknown> | undefined;
  for (const field of ["UserName", "Username", "Description"]) {
    const value = b && typeof b === "object" ? (b[field] ?? b[field.toLowerCase()]) : undefined;
    if (typeof value === "string" && value) parts.push(`${field}=${value.slice(0, 120)}`);
  }
  return parts.length ? parts.join("&") : undefined;
}

import "server-only";

/**
 * What a service account's key may be used for. Ordinary users may use every kind; a service
 * account only the kinds it was given (none given: api only). The gateway classifies each request
 * by its endpoint path and format and answers 403 SERVICE_TYPE_NOT_ALLOWED otherwise.
 */
export const SERVICE_TYPES = [
  {
    name: "api",
    description: "The JSON/XML API: search, entities, statistics, projects, users' own data (everything not below)",
  },
  {
    name: "feeds",
    description: "Syndication feeds: /widget/rss, /mypagewidget and any document list requested as atom10",
  },
  {
    name: "widgets",
    description: "Widget and MyPage endpoints: /widget/*, /mypagewidget*, /mypagetab*, /v1/mypagetabs*",
  },
  {
    name: "exports",
    description: "File exports: any endpoint whose path names export (/project/export, /v1/reports/.../export)",
  },
] as const;

export type TServiceType = (typeof SERVICE_TYPES)[number]["name"];
export const SERVICE_TYPE_NAMES = SERVICE_TYPES.map((t) => t.name) as [TServiceType, ...TServiceType[]];

/** The service type of a request, from its endpoint's path template and the answer format. */
export function serviceTypeOf(template: string, format: string): TServiceType {
  const path = template.toLowerCase();
  if (format === "atom10" || path.startsWith("/widget/rss") || path.startsWith("/mypagewidget")) return "feeds";
  if (/(^|\/)export/.test(path) || path.includes("/export")) return "exports";
  if (/^\/(widget|mypagetab|v1\/mypagetabs)/.test(path)) return "widgets";
  return "api";
}

/** Whether a user may make a request of this type (service accounts are limited, see above). */
export function serviceTypeAllowed(user: { serviceAccount: boolean; serviceTypes: string[] }, type: TServiceType) {
  if (!user.serviceAccount) return true;
  const granted = user.serviceTypes.length > 0 ? user.serviceTypes : ["api"];
  return granted.includes(type);
}

import "server-only";
import { MIN_DATE } from "@/lib/contract/wire";
import { PAGE_SIZE_MAX } from "@/lib/contract/wire";
import { SESSION_COOKIE } from "@/lib/server/auth/session";
import { imageSections } from "@/lib/server/images/image-limits";
import { APP_VERSION } from "@/lib/server/version";
import { CLIENT_SCRIPTS, scriptDigest } from "@/lib/server/app-config/client-scripts";

// What a mobile or embedded client needs before and after signing in (/app/config, /app/style,
// /app/script). Nothing here is secret: the three are open to anonymous callers.

export function appConfig(origin: string) {
  return {
    ServiceName: process.env.SERVICE_NAME ?? "News and Entity Intelligence",
    Version: APP_VERSION,
    ApiBaseUrl: `${origin}/api`,
    WebBaseUrl: origin,
    LoginPath: "/v1/login/",
    LogoutPath: "/v1/logout",
    LoginStatusPath: "/v1/loginstatus",
    SessionCookieName: SESSION_COOKIE,
    OpenApiUrl: `${origin}/api/openapi.json`,
    Formats: ["xml", "json", "jsonp", "atom10", "html"],
    MaxPageSize: PAGE_SIZE_MAX,
    DigestAlgorithm: "HMAC-SHA1, Base64, over METHOD + ' ' + URL (+ POST body)",
    ImageSections: imageSections(),
    Features: { Search: true, Entities: true, Projects: true, MyPage: true, SvgToPng: true, Reports: true },
    LastUpdated: new Date(),
  };
}

/** The web app's colour tokens (app/globals.css), for clients that draw their own UI in the same look. */
export function appStyle() {
  return {
    FontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    Light: {
      Background: "#f6f7f9",
      Surface: "#ffffff",
      Border: "#d9dde4",
      Text: "#14181f",
      TextMuted: "#4d5666",
      Accent: "#1d4ed8",
      AccentContrast: "#ffffff",
      Danger: "#b42318",
    },
    Dark: {
      Background: "#0f1318",
      Surface: "#171c23",
      Border: "#2c3440",
      Text: "#e8ebf0",
      TextMuted: "#a3adbb",
      Accent: "#7aa7ff",
      AccentContrast: "#0b1220",
      Danger: "#ff9b8f",
    },
    LastUpdated: MIN_DATE,
  };
}

/** Where the client scripts are and their SRI digests (integrity="sha256-…"). */
export function appScript(origin: string) {
  return {
    Items: Object.keys(CLIENT_SCRIPTS).map((name) => ({
      Name: name,
      Url: `${origin}/api/utility/getJs/${name}`,
      Integrity: `sha256-${scriptDigest(name)}`,
      RequiresJQuery: name === "Service-1.js" ? "optional" : "no",
    })),
    Global: "NeiService",
    Version: APP_VERSION,
    LastUpdated: MIN_DATE,
  };
}

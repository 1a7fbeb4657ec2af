import "server-only";
import { z } from "zod";
import { zText } from "@/lib/server/gateway/param-types";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint, type THttpMethod } from "@/lib/server/gateway/types";
import { DomainError } from "@/lib/server/errors";
import { findStoredImage } from "@/lib/server/images/stored-images";
import { appConfig, appScript, appStyle } from "./app-settings";
import { CLIENT_SCRIPTS, clientScriptName } from "@/lib/server/app-config/client-scripts";
import { ZAppConfig, ZFile } from "@/lib/contract/responses";

// Scripts, images and app settings for browser and mobile clients. Open (no credentials): nothing here
// is private. Nothing is read from the file system: scripts are constants and images are rows, so a
// name can never become a path (traversal attempts are a 400).

const SCRIPT_NAMES = Object.keys(CLIENT_SCRIPTS).join(", ");

export const getJsEndpoint = defineEndpoint({
  id: "utility.getjs",
  response: ZFile,
  summary: "The browser client library (Service-1.js, Service-1-nojquery.js)",
  description:
    `jsfileName: one of ${SCRIPT_NAMES} (ignoring case). Defines window.NeiService({baseUrl, apiKey}) with get, post, ` +
    "searchDocuments and loginStatus: cookie calls (fetch with credentials, json) for users signed in to this service, " +
    "or JSONP with a digest-free API key for pages on other sites. It never signs: a shared secret must not reach a " +
    "browser. Service-1.js uses jQuery when present. A name with a path (/, \\, ..) is a 400; another name a 404.",
  methods: ["GET"],
  paths: ["/utility/getJs/{jsfileName}"],
  params: z.object({ jsfileName: zText(100) }),
  formats: "standard",
  auth: "none",
  examples: [{ request: "GET /api/utility/getJs/Service-1-nojquery.js", note: "application/javascript" }],
  handler: async ({ params }) => {
    if (/[/\\]|\.\.|[\u0000-\u001f]/.test(params.jsfileName)) {
      throw new DomainError("INVALID_PARAMETER", "jsfileName: must be a plain file name (no path)");
    }
    const name = clientScriptName(params.jsfileName);
    if (!name)
      throw new DomainError("SCRIPT_NOT_FOUND", `jsfileName: no script ${params.jsfileName}; use ${SCRIPT_NAMES}`);
    return fileResult("application/javascript; charset=utf-8", CLIENT_SCRIPTS[name]!);
  },
});

const IMAGE_DESCRIPTION =
  "type must be png (anything else: 400). category: a configured image section (IMAGE_SECTIONS, default entities, " +
  "logos, icons; 400 otherwise). desc: the file name, e.g. 42-upload-1a2b.png (letters, digits, _ - . and .png; a path " +
  "or .. is a 400). Unknown image: 404. Images are stored PNGs (addimage uploads go to the entities section).";

// /utility/getImage and its legacy name /Image are one operation.
const storedImage = {
  response: ZFile,
  description: IMAGE_DESCRIPTION,
  methods: ["GET"] as THttpMethod[],
  params: z.object({ category: zText(64), desc: zText(200) }),
  formats: "png",
  auth: "none",
  handler: async ({ params }: { params: { category: string; desc: string } }) =>
    fileResult("image/png", await findStoredImage(params.category, params.desc)),
} as const;

export const getImageEndpoint = defineEndpoint({
  ...storedImage,
  id: "utility.getimage",
  summary: "A stored PNG image of a configured section",
  paths: ["/utility/getImage"],
  examples: [{ request: "GET /api/utility/getImage?type=png&category=entities&desc=42-upload-1a2b3c4d5e6f7a8b.png" }],
});

export const imageLegacyEndpoint = defineEndpoint({
  ...storedImage,
  id: "utility.image.legacy",
  summary: "Legacy form of /utility/getImage (Category, Desc; png only)",
  paths: ["/Image"],
  examples: [{ request: "GET /api/Image?Category=entities&Desc=42-upload-1a2b3c4d5e6f7a8b.png" }],
});

export const appConfigEndpoint = defineEndpoint({
  id: "app.config",
  response: ZAppConfig,
  summary: "Configuration a mobile or embedded client needs (json/jsonp)",
  description:
    "{ServiceName, Version, ApiBaseUrl, WebBaseUrl, LoginPath, LogoutPath, LoginStatusPath, SessionCookieName, " +
    "OpenApiUrl, Formats, MaxPageSize, DigestAlgorithm, ImageSections, Features{…}, LastUpdated}. No secrets.",
  methods: ["GET"],
  paths: ["/app/config"],
  params: z.object({}),
  formats: "json",
  auth: "none",
  examples: [
    { request: "GET /api/app/config", response: { ServiceName: "News and Entity Intelligence", MaxPageSize: 500 } },
  ],
  handler: async ({ ctx }) => appConfig(ctx.origin),
});

export const appStyleEndpoint = defineEndpoint({
  id: "app.style",
  response: ZFile,
  summary: "The web app's colours and font, for clients drawing their own UI (json/jsonp)",
  description:
    "{FontFamily, Light{Background, Surface, Border, Text, TextMuted, Accent, AccentContrast, Danger}, Dark{…}}.",
  methods: ["GET"],
  paths: ["/app/style"],
  params: z.object({}),
  formats: "json",
  auth: "none",
  examples: [{ request: "GET /api/app/style?type=jsonp&callback=onStyle" }],
  handler: async () => appStyle(),
});

export const appScriptEndpoint = defineEndpoint({
  id: "app.script",
  response: ZFile,
  summary: "Where the client scripts are, with their integrity digests (json/jsonp)",
  description: "{Items: [{Name, Url, Integrity (sha256-…, for <script integrity>), RequiresJQuery}], Global, Version}.",
  methods: ["GET"],
  paths: ["/app/script"],
  params: z.object({}),
  formats: "json",
  auth: "none",
  examples: [{ request: "GET /api/app/script" }],
  handler: async ({ ctx }) => appScript(ctx.origin),
});

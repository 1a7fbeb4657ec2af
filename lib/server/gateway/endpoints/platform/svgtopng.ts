import "server-only";
import { z } from "zod";
import { zInt } from "@/lib/server/gateway/param-types";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { PNG_MAX_SIDE, SVG_MAX_BYTES } from "@/lib/server/images/image-limits";
import { readUpload } from "@/lib/server/images/read-upload";
import { renderSvgToPng } from "@/lib/server/images/render-svg";
import { ZFile } from "@/lib/contract/responses";

export const svgToPngEndpoint = defineEndpoint({
  id: "svgtopng",
  response: ZFile,
  summary: "Render an SVG to PNG",
  description: [
    "The body is multipart/form-data whose first file part is the SVG (e.g. a chart exported by the web app), or",
    `the SVG itself (image/svg+xml). At most ${SVG_MAX_BYTES / 1024} KB of SVG; the PNG is at most ${PNG_MAX_SIDE} px`,
    "a side. width and/or height scale it (one alone keeps the aspect ratio; both: fitted inside, transparent",
    "margins); background (#rgb or #rrggbb) fills the transparency. Rendered by sharp (librsvg). SVGs with a DOCTYPE,",
    "or that refer to anything outside themselves (href/src/url() other than data: or #fragment), are refused: 400",
    "INVALID_SVG. Answers image/png.",
  ].join(" "),
  methods: ["POST"],
  paths: ["/v1/svgtopng"],
  params: z.object({
    width: zInt(1, PNG_MAX_SIDE).optional(),
    height: zInt(1, PNG_MAX_SIDE).optional(),
    background: z
      .string()
      .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a colour #rgb or #rrggbb")
      .optional(),
  }),
  body: { kind: "binary", maxBytes: SVG_MAX_BYTES + 64 * 1024 },
  formats: "standard",
  auth: "user",
  examples: [
    { request: "POST /api/v1/svgtopng?width=800   (multipart/form-data: file=chart.svg)", note: "answers image/png" },
    { request: "POST /api/v1/svgtopng   (Content-Type: image/svg+xml; body: <svg …>)" },
  ],
  handler: async ({ params, rawBody, ctx }) => {
    const upload = await readUpload(rawBody, ctx.headers.get("content-type"));
    const { png } = await renderSvgToPng(upload.bytes, params);
    return fileResult("image/png", png);
  },
});

import "server-only";
import { z } from "zod";
import { zInt } from "@/lib/server/gateway/param-types";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { downloadAttachment } from "@/lib/server/attachments/download-attachment";
import { ZFile } from "@/lib/contract/responses";

export const attachmentDownload = defineEndpoint({
  id: "attachments.download",
  response: ZFile,
  summary: "Download a document's attachment through a signed, expiring link",
  description:
    "Links come from a document's SourceUrl (24 h by default). The signature is the authorisation: no key or " +
    "session is needed. A wrong or expired signature is 403, an attachment that no longer exists 404. The file is " +
    "sent as an attachment with its original name and content type.",
  methods: ["GET"],
  paths: ["/v1/attachments/download"],
  params: z.object({
    id: z.string().regex(/^[1-9]\d{0,17}$/, "must be an attachment id"),
    expires: zInt(0, 253402300799),
    signature: z.string().max(100, "must be at most 100 characters"),
  }),
  formats: "standard",
  auth: "none",
  examples: [
    {
      request: "GET /api/v1/attachments/download?id=77&expires=1714728600&signature=…",
      note: 'The file\'s bytes, Content-Disposition: attachment; filename="briefing.pdf"',
    },
  ],
  handler: async ({ params }) => {
    const file = await downloadAttachment(params);
    return fileResult(file.contentType, file.bytes, file.filename);
  },
});

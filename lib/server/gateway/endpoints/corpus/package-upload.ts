import "server-only";
import { z } from "zod";
import { zEnum, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { DOCUMENT_TYPES } from "@/lib/server/ingest/prepare-document";
import { uploadMaxBytes, UPLOAD_MAX_DOCUMENTS, ZIP_LIMITS } from "@/lib/server/ingest/upload/upload-limits";
import { uploadPackage } from "@/lib/server/ingest/upload/upload-package";
import { wireUploadResult } from "@/lib/server/gateway/wire/ingest";
import { ZDocumentRows } from "@/lib/contract/responses";

const MB = 1024 * 1024;

export const packageUpload = defineEndpoint({
  id: "package.upload",
  response: ZDocumentRows,
  summary: "Upload a file (txt, html, pdf, docx) or a package (JSONL, or a zip of files and JSONL) as documents",
  description: [
    "The body is the file's raw bytes (any Content-Type); the kind is recognised from its content, helped by fileName.",
    "A single file becomes one document (type Local File unless documentType says otherwise) whose SourceUrl is a",
    "signed download link to the original file (valid 24 h). A JSONL body, or .jsonl files in a zip, hold one document",
    "a line (lib/server/ingest/sources/JSONL.md; an Article Comment names its parent with parentRef 5_<n>). Every document",
    "is contributed by the caller. Parameters: fileName (the file's name; its extension helps detection and it names",
    "the attachment), documentType (Article, Local File, Manual Article, Fact Sheet, Article Comment; default Local File",
    "for files, each line's own type for JSONL), publisher (default publisher), title (single files only).",
    `Limits: body ${Math.round(uploadMaxBytes() / MB)} MB (UPLOAD_MAX_BYTES; larger is 413); a zip holds at most`,
    `${ZIP_LIMITS.maxEntries} entries and inflates to at most ${ZIP_LIMITS.maxTotalBytes / MB} MB, no entry above`,
    `${ZIP_LIMITS.maxRatio}:1 compression; at most ${UPLOAD_MAX_DOCUMENTS} documents. Nested archives are not followed,`,
    "entries with unsafe paths are rejected; nothing is written to disk. An empty, unknown or hostile body is a 400 and",
    "changes nothing; a bad entry of a package is listed in Rejected and the rest still import. Duplicates (same file,",
    "URL, provider reference or content) are counted, not stored again.",
  ].join(" "),
  methods: ["POST"],
  paths: ["/v1/Package/upload"],
  params: z.object({
    fileName: zText(255).optional(),
    documentType: zEnum(DOCUMENT_TYPES).optional(),
    publisher: zText(200).optional(),
    title: zText(1000).optional(),
  }),
  formats: "standard",
  auth: "user",
  mutates: true,
  body: { kind: "binary", maxBytes: uploadMaxBytes() },
  xmlRoot: "UploadResult",
  examples: [
    {
      request: "POST /api/v1/Package/upload?fileName=briefing.pdf&type=json   (body: the PDF's bytes)",
      response: {
        TotalCount: 1,
        Items: [
          {
            Id: "5_1042",
            Description: "briefing",
            Type: "Local File",
            LocalizedType: "Local File",
            Publisher: "",
            Language: "en",
            PublicationDate: "2024-05-02T09:30:00Z",
            CreatedDate: "2024-05-02T09:30:00Z",
            SourceUrl: "https://news.example/api/v1/attachments/download?id=77&expires=1714728600&signature=…",
            ServiceUrl: "https://news.example/documents/5_1042",
            ContributingUserId: 12,
            ContributingUsername: "jdoe",
            LastUpdated: "2024-05-02T09:30:00Z",
          },
        ],
        Duplicates: 0,
        Rejected: [],
        LastUpdated: "2024-05-02T09:30:00Z",
      },
    },
    {
      request: "POST /api/v1/Package/upload?fileName=notes.zip&publisher=Research&type=json   (body: a zip)",
      note: "Rejected lists bad entries, e.g. {Origin: 'items.jsonl line 3', Reason: 'title: is required'}; the rest are in Items",
    },
  ],
  handler: async ({ params, rawBody, ctx }) =>
    wireUploadResult(
      await uploadPackage(rawBody ?? new Uint8Array(0), { ...params, userId: ctx.caller.user.id }),
      ctx.origin,
    ),
});

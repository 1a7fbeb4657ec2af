import "server-only";
import { z } from "zod";
import { zEnum, zInt } from "@/lib/server/gateway/param-types";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint, type TEndpoint } from "@/lib/server/gateway/types";
import { wireDocumentItem } from "@/lib/server/gateway/wire/documents";
import { wireReport, wireReportItem, wireReportSection } from "@/lib/server/gateway/wire/reports";
import { EXPORT_FORMATS } from "@/lib/server/export-files/types";
import { parseItemRef, parseItemRefs } from "@/lib/server/projects/item-refs";
import { exportReport } from "@/lib/server/reports/export-report";
import { createReport, deleteReport, getReport, listReports, updateReport } from "@/lib/server/reports/manage-reports";
import { addSection, deleteSection, sectionsOf, updateSection } from "@/lib/server/reports/manage-sections";
import { addReportItems, listReportItems, removeReportItem } from "@/lib/server/reports/report-items";
import { zJsonObject, zName } from "./json-body";
import { listResult } from "./list-result";
import {
  ZAdded,
  ZDocumentRows,
  ZFile,
  ZReportDetail,
  ZReportItemList,
  ZReportList,
  ZReportSection,
  ZReportSectionList,
} from "@/lib/contract/responses";
import { createEntry, deleteEntry, getEntry, listEntry, MAX_ID, ownerOf, updateEntry, ZId } from "../entries";

// Reports: ordered sections of saved documents, owned by one user (others get 404). lib/server/reports/README.md.

const ZSectionPath = z.object({ id: zInt(1, MAX_ID), sectionId: zInt(1, MAX_ID) });
const zText = z.string({ error: "must be a string" }).max(20_000, "must be at most 20000 characters");
const zPosition = z.number({ error: "must be a number" }).int("must be a whole number").min(0).max(10_000);
const ZNew = zJsonObject({
  Title: zName(),
  Description: z.string({ error: "must be a string" }).max(2000).optional(),
  Sections: z.array(zName(), { error: "must be a list of section titles" }).max(100).optional(),
});
const ZChange = zJsonObject({ Title: zName().optional(), Description: z.string().max(2000).optional() });
const ZSection = zJsonObject({ Title: zName(), Text: zText.optional(), Position: zPosition.optional() });
const ZSectionChange = zJsonObject({
  Title: zName().optional(),
  Text: zText.optional(),
  Position: zPosition.optional(),
});
const ZItems = zJsonObject({
  ItemRefs: z
    .array(z.string({ error: "must be item references" }).max(100), { error: "must be a list of 5_<n>" })
    .min(1, "must name at least one document")
    .max(500),
  SectionId: z.number({ error: "must be a section id" }).int().min(1).optional(),
  Note: z.string().max(2000).optional(),
});

const base = { formats: "standard" as const, auth: "user" as const };

export const listReportsEndpoint = listEntry({
  ...base,
  id: "reports.list",
  response: ZReportList,
  summary: "The caller's reports",
  description:
    "Items: {Id, Title, Description, SectionCount, ItemCount, CreatedDate, LastUpdated}, most recently changed first.",
  paths: ["/v1/reports"],
  examples: [
    {
      request: "GET /api/v1/reports?type=json",
      response: { Items: [{ Id: 3, Title: "Weekly brief", SectionCount: 2, ItemCount: 9 }] },
    },
  ],
  list: async ({ ctx }) => (await listReports(ownerOf(ctx))).map(wireReport),
});

export const createReportEndpoint = createEntry({
  ...base,
  id: "reports.create",
  response: ZReportDetail,
  summary: "Create a report",
  description:
    'JSON body {Title, Description?, Sections?: ["title", …]} (default: one section "Saved articles"). Answers 201 with the report and its Sections.',
  paths: ["/v1/reports"],
  body: ZNew,
  xmlRoot: "Report",
  examples: [{ request: 'POST /api/v1/reports?type=json {"Title":"Weekly brief","Sections":["Europe","Asia"]}' }],
  create: async ({ body: input, ctx }) =>
    wireReport(
      await createReport(ownerOf(ctx), {
        title: input.Title,
        description: input.Description ?? "",
        sections: input.Sections ?? [],
      }),
    ),
});

export const getReportEndpoint = getEntry({
  ...base,
  id: "reports.get",
  response: ZReportDetail,
  summary: "One report with its sections",
  description:
    "{Id, Title, Description, SectionCount, ItemCount, Sections: [{Id, Title, Text, Position, ItemCount}], CreatedDate, LastUpdated}.",
  paths: ["/v1/reports/{id}"],
  xmlRoot: "Report",
  examples: [{ request: "GET /api/v1/reports/3?type=json" }],
  get: async ({ params, ctx }) => wireReport(await getReport(ownerOf(ctx), params.id)),
});

export const updateReportEndpoint = updateEntry({
  ...base,
  id: "reports.update",
  response: ZReportDetail,
  summary: "Rename a report or change its description",
  description: "JSON body {Title?, Description?}.",
  paths: ["/v1/reports/{id}"],
  body: ZChange,
  xmlRoot: "Report",
  examples: [{ request: 'PATCH /api/v1/reports/3?type=json {"Title":"Monday brief"}' }],
  update: async ({ params, body: input, ctx }) =>
    wireReport(await updateReport(ownerOf(ctx), params.id, { title: input.Title, description: input.Description })),
});

export const deleteReportEndpoint = deleteEntry({
  ...base,
  id: "reports.delete",
  summary: "Delete a report with its sections, items and orders",
  paths: ["/v1/reports/{id}"],
  example: "DELETE /api/v1/reports/3?type=json",
  remove: ({ params, ctx }) => deleteReport(ownerOf(ctx), params.id),
});

export const reportSectionEndpoints: TEndpoint[] = [
  listEntry({
    ...base,
    id: "reports.sections.list",
    response: ZReportSectionList,
    summary: "A report's sections in order",
    description: "Items: {Id, Title, Text, Position (0…), ItemCount}.",
    paths: ["/v1/reports/{id}/sections"],
    params: ZId,
    examples: [{ request: "GET /api/v1/reports/3/sections?type=json" }],
    list: async ({ params, ctx }) => (await sectionsOf(ownerOf(ctx), params.id)).map(wireReportSection),
  }),
  createEntry({
    ...base,
    id: "reports.sections.add",
    response: ZReportSection,
    summary: "Add a section to a report",
    description:
      "JSON body {Title, Text? (free text shown before its documents), Position? (default: last)}. Answers 201.",
    paths: ["/v1/reports/{id}/sections"],
    params: ZId,
    body: ZSection,
    xmlRoot: "Section",
    examples: [{ request: 'POST /api/v1/reports/3/sections?type=json {"Title":"Africa","Position":0}' }],
    create: async ({ params, body: input, ctx }) =>
      wireReportSection(
        await addSection(ownerOf(ctx), params.id, {
          title: input.Title,
          text: input.Text ?? "",
          position: input.Position,
        }),
      ),
  }),
  updateEntry({
    ...base,
    id: "reports.sections.update",
    response: ZReportSection,
    summary: "Rename, re-text or move a section",
    description: "JSON body {Title?, Text?, Position?}; moving shifts the sections in between.",
    paths: ["/v1/reports/{id}/sections/{sectionId}"],
    params: ZSectionPath,
    body: ZSectionChange,
    xmlRoot: "Section",
    examples: [{ request: 'PATCH /api/v1/reports/3/sections/7?type=json {"Position":2}' }],
    update: async ({ params, body: input, ctx }) =>
      wireReportSection(
        await updateSection(ownerOf(ctx), params.id, params.sectionId, {
          title: input.Title,
          text: input.Text,
          position: input.Position,
        }),
      ),
  }),
  deleteEntry({
    ...base,
    id: "reports.sections.delete",
    summary: "Remove a section and its documents",
    description: "The last section of a report stays: 409 LAST_SECTION.",
    paths: ["/v1/reports/{id}/sections/{sectionId}"],
    params: ZSectionPath,
    example: "DELETE /api/v1/reports/3/sections/7?type=json",
    remove: ({ params, ctx }) => deleteSection(ownerOf(ctx), params.id, params.sectionId),
  }),
];

export const reportItemEndpoints: TEndpoint[] = [
  listEntry({
    ...base,
    id: "reports.items.list",
    response: ZReportItemList,
    summary: "The saved documents of a report (or of one section)",
    description:
      "Document items plus SectionId, SectionTitle, Position and Note, in section and item order. sectionId limits to one section.",
    paths: ["/v1/reports/{id}/items"],
    params: ZId.extend({ sectionId: zInt(1, MAX_ID).optional() }),
    examples: [{ request: "GET /api/v1/reports/3/items?type=json" }],
    list: async ({ params, ctx }) =>
      (await listReportItems(ownerOf(ctx), params.id, params.sectionId)).map((item) =>
        wireReportItem(item, ctx.origin),
      ),
  }),
  defineEndpoint({
    ...base,
    id: "reports.items.add",
    response: ZAdded,
    summary: "Save documents into a report section",
    description:
      'JSON body {ItemRefs: ["5_<n>", …] (1-500), SectionId? (default: the first section), Note?}. Documents only; one the ' +
      "caller may not see is a 404 and nothing is saved; one already in the section keeps its place. Answers {Added}.",
    methods: ["POST"],
    paths: ["/v1/reports/{id}/items"],
    params: ZId,
    body: { kind: "json", schema: ZItems },
    mutates: true,
    xmlRoot: "Result",
    examples: [
      {
        request: 'POST /api/v1/reports/3/items?type=json {"ItemRefs":["5_12","5_40"],"SectionId":7}',
        response: { Added: 2 },
      },
    ],
    handler: async ({ params, body, ctx }) => {
      const input = body as z.infer<typeof ZItems>;
      const added = await addReportItems(ownerOf(ctx), params.id, {
        keys: parseItemRefs(input.ItemRefs, "ItemRefs"),
        sectionId: input.SectionId,
        note: input.Note ?? "",
      });
      return { Added: added };
    },
  }),
  deleteEntry({
    ...base,
    id: "reports.items.remove",
    summary: "Remove a document from a report (or from one section)",
    description: "itemRef 5_<n> in the path; sectionId limits the removal to one section. Not in the report: 404.",
    paths: ["/v1/reports/{id}/items/{itemRef}"],
    params: ZId.extend({ itemRef: z.string().max(100), sectionId: zInt(1, MAX_ID).optional() }),
    example: "DELETE /api/v1/reports/3/items/5_12?type=json",
    remove: ({ params, ctx }) =>
      removeReportItem(ownerOf(ctx), params.id, parseItemRef(params.itemRef, "itemRef"), params.sectionId),
  }),
  defineEndpoint({
    ...base,
    formats: "documents",
    id: "reports.savedarticles",
    response: ZDocumentRows,
    summary: "The report's saved documents as a document list (also atom10 and html)",
    description: "Every saved document once, in report order, as plain document items: a feed of the report.",
    methods: ["GET"],
    paths: ["/v1/reports/{id}/savedArticlesData"],
    params: ZId,
    examples: [{ request: "GET /api/v1/reports/3/savedArticlesData?type=atom10" }],
    handler: async ({ params, ctx }) => {
      const seen = new Set<string>();
      const items = (await listReportItems(ownerOf(ctx), params.id))
        .filter((i) => !seen.has(i.id) && seen.add(i.id))
        .map((item) => wireDocumentItem(item, ctx.origin));
      return listResult(items);
    },
  }),
];

const ZExport = ZId.extend({ exportFormat: zEnum(EXPORT_FORMATS).optional() });

function exportEndpoint(nested: boolean): TEndpoint {
  const path = nested ? "export-nested" : "export";
  return defineEndpoint({
    ...base,
    id: `reports.${path}`,
    response: ZFile,
    summary: nested
      ? "The report as a file, one titled part per section"
      : "The report as a file, a flat list of its documents",
    description:
      `exportFormat (as for /project/export): ${EXPORT_FORMATS.join(", ")} (default docx); the same writers as project exports (title, date, publisher, ` +
      `link of each document; a note shows as its teaser). ${nested ? "Each section's Text precedes its documents." : "Each document once."}`,
    methods: ["GET"],
    paths: [`/v1/reports/{id}/${path}`],
    params: ZExport,
    examples: [{ request: `GET /api/v1/reports/3/${path}?exportFormat=docx`, note: "a file attachment" }],
    handler: async ({ params, ctx }) => {
      const file = await exportReport(ownerOf(ctx), params.id, params.exportFormat ?? "docx", nested, ctx.origin);
      return fileResult(file.contentType, file.body, file.filename);
    },
  });
}

export const reportExportEndpoints = [exportEndpoint(false), exportEndpoint(true)];

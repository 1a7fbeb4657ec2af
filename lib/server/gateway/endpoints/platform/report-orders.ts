import "server-only";
import { z } from "zod";
import { zInt } from "@/lib/server/gateway/param-types";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint, type TEndpoint } from "@/lib/server/gateway/types";
import { wireReportOrder } from "@/lib/server/gateway/wire/reports";
import { EXPORT_FORMATS } from "@/lib/server/export-files/types";
import { produceReportNow } from "@/lib/server/reports/produce-reports";
import {
  createReportOrder,
  deleteReportOrder,
  getReportOrder,
  listReportOrders,
  orderNotFound,
  reportFile,
  updateReportOrder,
} from "@/lib/server/reports/report-orders";
import { zJsonObject } from "./json-body";
import { ZFile, ZReportOrder, ZReportOrderList } from "@/lib/contract/responses";
import { createEntry, deleteEntry, getEntry, listEntry, ownerOf, updateEntry, ZId } from "../entries";

const zFormat = z.enum(EXPORT_FORMATS, { error: `must be one of ${EXPORT_FORMATS.join(", ")}` });
const zInterval = z.number({ error: "must be a number of hours" }).int("must be whole hours").min(0).max(8760);
const zStart = z.iso
  .datetime({ offset: true, error: "must be an ISO 8601 date and time" })
  .transform((v) => new Date(v));
const ZNew = zJsonObject({
  ReportId: z.number({ error: "must be a report id" }).int().min(1),
  Format: zFormat.optional(),
  Nested: z.boolean({ error: "must be true or false" }).optional(),
  IntervalHours: zInterval.optional(),
  StartDate: zStart.optional(),
});
const ZChange = zJsonObject({
  Format: zFormat.optional(),
  Nested: z.boolean({ error: "must be true or false" }).optional(),
  IntervalHours: zInterval.optional(),
  Enabled: z.boolean({ error: "must be true or false" }).optional(),
  StartDate: zStart.optional(),
});

const base = { formats: "standard" as const, auth: "user" as const };
const RECORD =
  "{Id, ReportId, Format, Nested, IntervalHours, Enabled, NextRunDate, LastRunDate, LastError, Files: [{Id, FileName, Size, CreatedDate}], CreatedDate, LastUpdated}";

export const reportOrderEndpoints: TEndpoint[] = [
  listEntry({
    ...base,
    id: "reportorders.list",
    response: ZReportOrderList,
    summary: "The caller's report orders",
    description: `Items: ${RECORD} without Files.`,
    paths: ["/v1/reportorders"],
    examples: [{ request: "GET /api/v1/reportorders?type=json" }],
    list: async ({ ctx }) => (await listReportOrders(ownerOf(ctx))).map(wireReportOrder),
  }),
  createEntry({
    ...base,
    id: "reportorders.create",
    response: ZReportOrder,
    summary: "Order a report to be produced once or on a schedule",
    description:
      "JSON body {ReportId, Format (docx), Nested (true: one part per section), IntervalHours (0: once; else every n hours, " +
      "at most 8760), StartDate (ISO 8601; default now)}. The worker checks every minute and stores each produced file " +
      "(the 10 newest are kept) for download at /v1/reportorders/{id}/files/{fileId}. Answers 201 " +
      RECORD +
      ".",
    paths: ["/v1/reportorders"],
    body: ZNew,
    xmlRoot: "ReportOrder",
    examples: [{ request: 'POST /api/v1/reportorders?type=json {"ReportId":3,"Format":"html","IntervalHours":24}' }],
    create: async ({ body: input, ctx }) =>
      wireReportOrder(
        await createReportOrder(ownerOf(ctx), {
          reportId: input.ReportId,
          format: input.Format ?? "docx",
          nested: input.Nested ?? true,
          intervalHours: input.IntervalHours ?? 0,
          start: input.StartDate,
          origin: ctx.origin,
        }),
      ),
  }),
  getEntry({
    ...base,
    id: "reportorders.get",
    response: ZReportOrder,
    summary: "One report order with its produced files",
    description: RECORD,
    paths: ["/v1/reportorders/{id}"],
    xmlRoot: "ReportOrder",
    examples: [{ request: "GET /api/v1/reportorders/5?type=json" }],
    get: async ({ params, ctx }) => wireReportOrder(await getReportOrder(ownerOf(ctx), params.id)),
  }),
  updateEntry({
    ...base,
    id: "reportorders.update",
    response: ZReportOrder,
    summary: "Change, pause or resume a report order",
    description: "JSON body {Format?, Nested?, IntervalHours?, Enabled?, StartDate? (the next run)}.",
    paths: ["/v1/reportorders/{id}"],
    body: ZChange,
    xmlRoot: "ReportOrder",
    examples: [{ request: 'PATCH /api/v1/reportorders/5?type=json {"Enabled":false}' }],
    update: async ({ params, body: input, ctx }) =>
      wireReportOrder(
        await updateReportOrder(ownerOf(ctx), params.id, {
          format: input.Format,
          nested: input.Nested,
          intervalHours: input.IntervalHours,
          enabled: input.Enabled,
          start: input.StartDate,
        }),
      ),
  }),
  deleteEntry({
    ...base,
    id: "reportorders.delete",
    summary: "Cancel a report order and delete its files",
    paths: ["/v1/reportorders/{id}"],
    example: "DELETE /api/v1/reportorders/5?type=json",
    remove: ({ params, ctx }) => deleteReportOrder(ownerOf(ctx), params.id),
  }),
  defineEndpoint({
    ...base,
    id: "reportorders.run",
    response: ZReportOrder,
    summary: "Produce an order's report now, whatever its schedule",
    description: `The schedule is unchanged. Answers ${RECORD} with the new file first.`,
    methods: ["POST"],
    paths: ["/v1/reportorders/{id}/run"],
    params: ZId,
    mutates: true,
    xmlRoot: "ReportOrder",
    examples: [{ request: "POST /api/v1/reportorders/5/run?type=json" }],
    handler: async ({ params, ctx }) => {
      if (!(await produceReportNow(ownerOf(ctx), params.id))) throw orderNotFound(params.id);
      return wireReportOrder(await getReportOrder(ownerOf(ctx), params.id));
    },
  }),
  defineEndpoint({
    ...base,
    id: "reportorders.file",
    response: ZFile,
    summary: "Download a produced report file",
    methods: ["GET"],
    paths: ["/v1/reportorders/{id}/files/{fileId}"],
    params: ZId.extend({ fileId: zInt(1, Number.MAX_SAFE_INTEGER).transform(String) }),
    examples: [{ request: "GET /api/v1/reportorders/5/files/12", note: "the file, as an attachment" }],
    handler: async ({ params, ctx }) => {
      const file = await reportFile(ownerOf(ctx), params.id, params.fileId);
      return fileResult(file.content_type, file.data, file.filename);
    },
  }),
];

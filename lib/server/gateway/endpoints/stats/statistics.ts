import "server-only";
import { z } from "zod";
import { zBool, zEnum, zInt, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { wireDocumentVolume, wireFacets } from "@/lib/server/gateway/wire/stats";
import { documentCount } from "@/lib/server/stats/document-count";
import { documentVolume } from "@/lib/server/stats/document-volume";
import { SPLIT_TYPES } from "@/lib/server/stats/split-types";
import { parseStatDate } from "@/lib/server/stats/stat-dates";
import { ZDocumentVolume, ZFacets } from "@/lib/contract/responses";

const zStatDate = () =>
  z.string().transform((raw, ctx) => {
    const parsed = parseStatDate(raw);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: "must be a UTC date yyyy-MM-dd or yyyy-MM-dd HH:mm:ss" });
      return z.NEVER;
    }
    return parsed;
  });

const SPLITS =
  "splitType: manual (default; one series for the query), sourceCountry (the country of the most salient place a " +
  'document mentions; "Unknown" without one), publisher, doctype, language (ISO 639-1 code). Every document ' +
  "falls in exactly one part.";

export const statisticsDocumentVolume = defineEndpoint({
  id: "statistics.documentvolume",
  response: ZDocumentVolume,
  summary: "Document-volume histograms of the documents matching a query",
  description:
    "Documents matching q per bin of binSize minutes (default 1440) over [startDate, endDate), UTC dates " +
    "yyyy-MM-dd [HH:mm:ss]. Default: the 30 whole UTC days ending with the service clock's day (endDate = the " +
    "midnight after it; startDate = 30 days before endDate). An endDate without a time includes that whole day. Bins are aligned to " +
    "startDate, every bin is present (gaps are 0), each point's Date is its bin's start; at most 10,000 bins. " +
    `${SPLITS} Split series: the 19 largest, the rest summed into one series labelled Other. UniqueDocumentsCount: matching documents in the range (the sum ` +
    "of the points of a manual split).",
  methods: ["GET"],
  paths: ["/statistics/documentvolume", "/statistics/documentvolume/{query}", "/documentvolume"],
  params: z.object({
    q: zText(2000).optional(),
    binSize: zInt(1, 52_560_000).default(1440),
    startDate: zStatDate().optional(),
    endDate: zStatDate().optional(),
    splitType: zEnum(SPLIT_TYPES).default("manual"),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "DocumentVolume",
  examples: [
    { request: "GET /api/statistics/documentvolume/hurricane?startDate=2019-08-01&endDate=2019-09-30&type=json" },
    {
      request: "GET /api/documentvolume?q=Iran&binSize=60&startDate=2020-01-03&endDate=2020-01-09&splitType=publisher",
    },
  ],
  handler: async ({ params, ctx }) =>
    wireDocumentVolume(await documentVolume({ ...params, callerId: ctx.caller.user.id })),
});

export const statisticsDocumentCount = defineEndpoint({
  id: "statistics.documentcount",
  response: ZFacets,
  summary: "Document counts of the documents matching a query, split by a facet",
  description:
    `Facets [{Description, Amount}] over all time, largest first. ${SPLITS} Descriptions: the query (or ` +
    '"All documents") for manual; the country name, publisher, document type or language code otherwise. ' +
    "showDuplicates=false (default) is a distinct count: documents with an identical SimHash fingerprint " +
    "(the same text from several publishers) count once per facet; true counts every stored document.",
  methods: ["GET"],
  paths: ["/statistics/documentcount", "/documentCount"],
  params: z.object({
    q: zText(2000).optional(),
    splitType: zEnum(SPLIT_TYPES).default("manual"),
    showDuplicates: zBool().default(false),
  }),
  formats: "standard",
  auth: "user",
  xmlRoot: "DocumentCount",
  examples: [{ request: "GET /api/statistics/documentcount?q=hurricane&splitType=language&type=json" }],
  handler: async ({ params, ctx }) => wireFacets(await documentCount({ ...params, callerId: ctx.caller.user.id })),
});

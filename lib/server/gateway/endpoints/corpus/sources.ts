import "server-only";
import { z } from "zod";
import { zInt } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type TEndpoint, type TRequestContext } from "@/lib/server/gateway/types";
import { fetchSourceNow } from "@/lib/server/ingest/feeds/fetch-source-now";
import {
  addSourceFeed,
  getSource,
  listSources,
  removeSource,
  SOURCE_VISIBILITIES,
  updateSource,
  type TSourceActor,
} from "@/lib/server/ingest/feeds/manage-sources";
import { ingestStatus } from "@/lib/server/ingest/progress/ingest-status";
import { wireIngestStatus, wireSource, wireSourceFetch, wireSourceRemoved } from "@/lib/server/gateway/wire/ingest";
import { zJsonObject, zName } from "../platform/json-body";
import { ZIngestStatus, ZSource, ZSourceFetch, ZSourceList, ZSuccess } from "@/lib/contract/responses";
import { createEntry, getEntry, listEntry, updateEntry, ZId } from "../entries";

const zUrl = z
  .string({ error: "must be a URL" })
  .trim()
  .min(1, "must not be empty")
  .max(2000, "must be at most 2000 characters");
const zInterval = z.number({ error: "must be a number of seconds" });
const zVisibility = z.enum(SOURCE_VISIBILITIES, { error: `must be one of ${SOURCE_VISIBILITIES.join(", ")}` });
const zPublisher = z.string({ error: "must be a string" }).trim().max(200, "must be at most 200 characters");
const zEnabled = z.boolean({ error: "must be true or false" });
export const ZNewSource = zJsonObject({
  Url: zUrl,
  Name: zName(200).optional(),
  Publisher: zPublisher.optional(),
  IntervalSeconds: zInterval.optional(),
  Visibility: zVisibility.optional(),
  Enabled: zEnabled.optional(),
});
export const ZSourceChange = zJsonObject({
  Url: zUrl.optional(),
  Name: zName(200).optional(),
  Publisher: zPublisher.optional(),
  IntervalSeconds: zInterval.optional(),
  Visibility: zVisibility.optional(),
  Enabled: zEnabled.optional(),
});
type TSourceBody = z.infer<typeof ZSourceChange>;

const actor = (ctx: TRequestContext): TSourceActor => ({
  userId: ctx.caller!.user.id,
  isAdmin: ctx.caller!.user.role === "admin",
});
const base = { formats: "json" as const, auth: "user" as const };
const RECORD =
  "{Id, Kind, Name, Url, Publisher, Enabled, IntervalSeconds, Visibility: private | shared, Owner: {Id, Username} | null (the system), CanManage, " +
  "Status: new | ok | not-modified | error | paused, StatusText, LastError, Failures, ItemsSeen, LastFetched, NextFetch (null when paused), " +
  "BackoffSeconds (the wait after failures, 0 when none), CreatedDate, LastUpdated}";
const ACCESS =
  "Admins see and manage every source; a user sees their own and shared sources and manages their own " +
  "(docs/decisions/0009-sources.md). Another user's private source is 404; a visible source the caller may not change is 403.";

const changeOf = (b: TSourceBody) => ({
  url: b.Url,
  name: b.Name,
  publisher: b.Publisher,
  intervalSeconds: b.IntervalSeconds,
  visibility: b.Visibility,
  enabled: b.Enabled,
});

export const sourceEndpoints: TEndpoint[] = [
  listEntry({
    ...base,
    id: "sources.list",
    response: ZSourceList,
    summary: "The sources the caller may see (feeds, social queries) with their fetch status",
    description: `Items: ${RECORD}. ${ACCESS}`,
    paths: ["/v1/sources"],
    examples: [{ request: "GET /api/v1/sources" }],
    list: async ({ ctx }) => (await listSources(actor(ctx))).map(wireSource),
  }),
  createEntry({
    ...base,
    id: "sources.create",
    response: ZSource,
    summary: "Add an RSS or Atom feed",
    description:
      "JSON body {Url, Name?, Publisher?, IntervalSeconds? (60 to 604800, default 900), Visibility? (private | shared; a user's feed is private " +
      "by default, an admin's shared), Enabled? (default true)}. The URL must be http or https and must not resolve to a private, loopback or " +
      "link-local address (the fetcher checks every connection and redirect again; FEED_ALLOWLIST names exceptions). A feed URL registered " +
      `already is 409 FEED_EXISTS. The caller owns the new source. Answers 201 ${RECORD}; it is fetched within a minute (or at once with /fetch).`,
    paths: ["/v1/sources"],
    body: ZNewSource,
    xmlRoot: "Source",
    examples: [
      {
        request:
          'POST /api/v1/sources {"Url":"https://news.example/rss.xml","Name":"Example news","IntervalSeconds":900}',
      },
    ],
    create: async ({ body: input, ctx }) =>
      wireSource(await addSourceFeed(actor(ctx), { ...changeOf(input), url: input.Url })),
  }),
  getEntry({
    ...base,
    id: "sources.get",
    response: ZSource,
    summary: "One source with its fetch status",
    description: `${RECORD}. ${ACCESS}`,
    paths: ["/v1/sources/{id}"],
    xmlRoot: "Source",
    examples: [{ request: "GET /api/v1/sources/3" }],
    get: async ({ params, ctx }) => wireSource(await getSource(actor(ctx), params.id)),
  }),
  updateEntry({
    ...base,
    id: "sources.update",
    response: ZSource,
    summary: "Change a source: URL, name, publisher, interval, visibility, or pause and resume it",
    description:
      "JSON body with any of {Url (feeds only; checked as when adding), Name, Publisher, IntervalSeconds, Visibility, Enabled}. " +
      `Resuming (Enabled true) schedules a fetch at once and clears the backoff. ${ACCESS}`,
    paths: ["/v1/sources/{id}"],
    body: ZSourceChange,
    xmlRoot: "Source",
    examples: [{ request: 'PATCH /api/v1/sources/3 {"IntervalSeconds":3600}' }],
    update: async ({ params, body, ctx }) => wireSource(await updateSource(actor(ctx), params.id, changeOf(body))),
  }),
  defineEndpoint({
    ...base,
    id: "sources.pause",
    response: ZSource,
    summary: "Pause a source: it is not fetched until resumed",
    methods: ["POST"],
    paths: ["/v1/sources/{id}/pause"],
    params: ZId,
    mutates: true,
    xmlRoot: "Source",
    examples: [{ request: "POST /api/v1/sources/3/pause" }],
    handler: async ({ params, ctx }) => wireSource(await updateSource(actor(ctx), params.id, { enabled: false })),
  }),
  defineEndpoint({
    ...base,
    id: "sources.resume",
    response: ZSource,
    summary: "Resume a paused source: fetched at once, backoff cleared",
    methods: ["POST"],
    paths: ["/v1/sources/{id}/resume"],
    params: ZId,
    mutates: true,
    xmlRoot: "Source",
    examples: [{ request: "POST /api/v1/sources/3/resume" }],
    handler: async ({ params, ctx }) => wireSource(await updateSource(actor(ctx), params.id, { enabled: true })),
  }),
  defineEndpoint({
    ...base,
    id: "sources.fetch",
    response: ZSourceFetch,
    summary: "Fetch a feed now and answer its status afterwards",
    description:
      "Fetches and imports the feed within the request (a paused feed too; it stays paused). Answers {Source: record, Imported, NotModified, " +
      "Error (null on success; a failure is also the source's LastError and backs off like a scheduled fetch)}.",
    methods: ["POST"],
    paths: ["/v1/sources/{id}/fetch"],
    params: ZId,
    mutates: true,
    xmlRoot: "Result",
    examples: [{ request: "POST /api/v1/sources/3/fetch" }],
    handler: async ({ params, ctx }) => wireSourceFetch(await fetchSourceNow(actor(ctx), params.id)),
  }),
  defineEndpoint({
    ...base,
    id: "sources.delete",
    response: ZSuccess,
    summary: "Remove a source; its documents stay",
    description:
      "The source stops being fetched and is deleted; documents already imported from it stay in the corpus (their link to the source is cleared). " +
      "Answers {Success: true, DocumentsKept}.",
    methods: ["DELETE"],
    paths: ["/v1/sources/{id}"],
    params: ZId,
    mutates: true,
    xmlRoot: "Result",
    examples: [{ request: "DELETE /api/v1/sources/3", response: { Success: true, DocumentsKept: 42 } }],
    handler: async ({ params, ctx }) => wireSourceRemoved(await removeSource(actor(ctx), params.id)),
  }),
  getEntry({
    ...base,
    id: "ingest.status",
    response: ZIngestStatus,
    summary: "Ingestion status: running and recent imports, and every visible source",
    description:
      "{Runs: [{Id, Kind: file | upload | feed | social | other, Description, SourceId, Status: running | done | failed | stalled (a running " +
      "import that has not reported for 2 minutes), Total, Read, Stored, Duplicates, Rejected, RejectionReasons: [{Reason, Count}], DocsPerSecond, " +
      "Queued (documents still to read; null when the total is unknown), Started, LastUpdated, Finished, EstimatedEnd, SecondsLeft, Error}], " +
      `Sources: [source record with LastRun], Totals: {Running, DocsPerSecond, Queued, SourcesDue}, LastUpdated}. Runs: every running import and the ` +
      "newest `limit` (default 20, at most 200). The figures are recorded in the database by whichever process imports (the server's worker, " +
      "another worker, the CLI) about once a second. Admins see every run; a user sees their own uploads and the runs of sources they may see.",
    paths: ["/v1/ingest/status"],
    params: z.object({ limit: zInt(1, 200).optional() }),
    xmlRoot: "IngestStatus",
    examples: [{ request: "GET /api/v1/ingest/status?limit=10" }],
    get: async ({ params, ctx }) => wireIngestStatus(await ingestStatus(actor(ctx), params.limit ?? 20)),
  }),
];

import "server-only";
import type { Source } from "@/lib/generated/prisma/client";
import { DomainError } from "@/lib/server/errors";
import { MAX_BACKOFF_SECONDS } from "@/lib/server/ingest/source-schedule";
import {
  countDocumentsOfSource,
  deleteSourceRow,
  findSourceById,
  findSourceByUrl,
  findSourcesVisibleTo,
  findUsernames,
  insertSource,
  type TSourceRowChange,
  updateSourceRow,
} from "../data/sources";
import { checkFeedUrl } from "./check-feed-url";

// Who owns a source (docs/decisions/0009-sources.md): admins see and manage every source; a user sees their
// own sources and shared ones, and manages only their own. A source without an owner (made on the command
// line) belongs to the system: shared, managed by admins.

export type TSourceActor = { userId: number; isAdmin: boolean };
export const SOURCE_VISIBILITIES = ["private", "shared"] as const;
export type TSourceVisibility = (typeof SOURCE_VISIBILITIES)[number];

export type TSourceRecord = {
  Id: number;
  Kind: string;
  Name: string;
  Url: string;
  Publisher: string;
  Enabled: boolean;
  IntervalSeconds: number;
  Visibility: string;
  Owner: { Id: number; Username: string } | null;
  CanManage: boolean;
  Status: string;
  StatusText: string;
  LastError: string | null;
  Failures: number;
  ItemsSeen: number;
  LastFetched: Date | null;
  NextFetch: Date | null;
  BackoffSeconds: number;
  CreatedDate: Date;
  LastUpdated: Date;
};

const MIN_INTERVAL = 60;
const MAX_INTERVAL = 7 * 24 * 3600;

export const canSeeSource = (source: Pick<Source, "ownerUserId" | "visibility">, actor: TSourceActor) =>
  actor.isAdmin || source.ownerUserId === actor.userId || source.visibility === "shared";
export const canManageSource = (source: Pick<Source, "ownerUserId">, actor: TSourceActor) =>
  actor.isAdmin || (source.ownerUserId !== null && source.ownerUserId === actor.userId);

/** The wait after failures beyond the source's own interval (the schedule doubles it per failure, up to a day). */
export function backoffSeconds(intervalSeconds: number, failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(intervalSeconds * 2 ** failures, MAX_BACKOFF_SECONDS);
}

function statusText(s: Source): string {
  if (!s.enabled) return "Paused: not fetched until resumed";
  if (s.failures > 0)
    return `Failing: ${s.failures} failed fetch${s.failures === 1 ? "" : "es"} in a row, waiting longer before each retry`;
  switch (s.status) {
    case "new":
      return "Waiting for its first fetch";
    case "ok":
      return "Working: the last fetch succeeded";
    case "not-modified":
      return "Working: unchanged since the last fetch";
    default:
      return `Status ${s.status}`;
  }
}

async function recordsOf(rows: Source[], actor: TSourceActor): Promise<TSourceRecord[]> {
  const ownerIds = [...new Set(rows.map((r) => r.ownerUserId).filter((id): id is number => id !== null))];
  const owners = await findUsernames(ownerIds);
  return rows.map((s) => {
    const owner = s.ownerUserId === null ? undefined : owners.get(s.ownerUserId);
    return {
      Id: s.id,
      Kind: s.kind,
      Name: s.name,
      Url: s.url ?? "",
      Publisher: s.publisher ?? "",
      Enabled: s.enabled,
      IntervalSeconds: s.intervalSeconds,
      Visibility: s.visibility,
      Owner: owner ? { Id: owner.id, Username: owner.username } : null,
      CanManage: canManageSource(s, actor),
      Status: s.enabled ? s.status : "paused",
      StatusText: statusText(s),
      LastError: s.lastError,
      Failures: s.failures,
      ItemsSeen: s.itemsSeen,
      LastFetched: s.lastFetchedAt,
      NextFetch: s.enabled ? s.nextFetchAt : null,
      BackoffSeconds: backoffSeconds(s.intervalSeconds, s.failures),
      CreatedDate: s.createdAt,
      LastUpdated: s.lastFetchedAt && s.lastFetchedAt > s.createdAt ? s.lastFetchedAt : s.createdAt,
    };
  });
}

export async function listSources(actor: TSourceActor): Promise<TSourceRecord[]> {
  const rows = await findSourcesVisibleTo(actor);
  return recordsOf(rows, actor);
}

/** A source the actor may see, else 404 (another user's private source does not exist for them). */
async function visibleSource(actor: TSourceActor, id: number): Promise<Source> {
  const source = await findSourceById(id);
  if (!source || !canSeeSource(source, actor)) throw new DomainError("SOURCE_NOT_FOUND", `no source ${id}`);
  return source;
}

/** A source the actor may change: 404 when invisible, 403 when only visible. */
export async function manageableSource(actor: TSourceActor, id: number): Promise<Source> {
  const source = await visibleSource(actor, id);
  if (!canManageSource(source, actor))
    throw new DomainError(
      "FORBIDDEN",
      source.ownerUserId === null
        ? `source ${id} belongs to the system; only an admin can change it`
        : `source ${id} belongs to another user; only its owner or an admin can change it`,
    );
  return source;
}

export async function getSource(actor: TSourceActor, id: number): Promise<TSourceRecord> {
  return (await recordsOf([await visibleSource(actor, id)], actor))[0]!;
}

function checkInterval(interval: number) {
  if (!Number.isInteger(interval) || interval < MIN_INTERVAL || interval > MAX_INTERVAL)
    throw new DomainError(
      "INVALID_INTERVAL",
      `IntervalSeconds: the polling interval must be a whole number of seconds from ${MIN_INTERVAL} (1 minute) to ${MAX_INTERVAL} (7 days)`,
    );
}

async function refuseDuplicateUrl(actor: TSourceActor, url: string, exceptId?: number) {
  const existing = await findSourceByUrl("feed", url, exceptId ?? -1);
  if (!existing) return;
  throw new DomainError(
    "FEED_EXISTS",
    canSeeSource(existing, actor)
      ? `Url: this feed is already registered as source ${existing.id} (${existing.name})`
      : "Url: this feed is already registered by another user; ask an admin to share it",
  );
}

export type TNewFeed = {
  url: string;
  name?: string;
  publisher?: string;
  intervalSeconds?: number;
  visibility?: TSourceVisibility;
  enabled?: boolean;
};

/** Adds a feed owned by the actor (users' feeds are private unless shared; an admin's are shared by default). */
export async function addSourceFeed(actor: TSourceActor, input: TNewFeed): Promise<TSourceRecord> {
  const url = await checkFeedUrl(input.url);
  const interval = input.intervalSeconds ?? 900;
  checkInterval(interval);
  await refuseDuplicateUrl(actor, url);
  const created = await insertSource({
    kind: "feed",
    url,
    name: input.name ?? new URL(url).host,
    publisher: input.publisher || null,
    intervalSeconds: interval,
    enabled: input.enabled ?? true,
    ownerUserId: actor.userId,
    visibility: input.visibility ?? (actor.isAdmin ? "shared" : "private"),
  });
  return (await recordsOf([created], actor))[0]!;
}

export type TSourceChange = Partial<TNewFeed>;

export async function updateSource(actor: TSourceActor, id: number, change: TSourceChange): Promise<TSourceRecord> {
  const source = await manageableSource(actor, id);
  const data: TSourceRowChange = {};
  if (change.url !== undefined) {
    if (source.kind !== "feed") throw new DomainError("NOT_A_FEED", "Url: only a feed's URL can be changed");
    const url = await checkFeedUrl(change.url);
    if (url !== source.url) {
      await refuseDuplicateUrl(actor, url, id);
      Object.assign(data, {
        url,
        etag: null,
        lastModified: null,
        failures: 0,
        lastError: null,
        nextFetchAt: new Date(),
      });
    }
  }
  if (change.intervalSeconds !== undefined) {
    checkInterval(change.intervalSeconds);
    data.intervalSeconds = change.intervalSeconds;
  }
  if (change.name !== undefined) data.name = change.name;
  if (change.publisher !== undefined) data.publisher = change.publisher || null;
  if (change.visibility !== undefined) data.visibility = change.visibility;
  if (change.enabled !== undefined && change.enabled !== source.enabled) {
    data.enabled = change.enabled;
    // Resuming starts afresh: fetched soon, no backoff left from before the pause.
    if (change.enabled) Object.assign(data, { nextFetchAt: new Date(), failures: 0 });
  }
  const updated = await updateSourceRow(id, data);
  return (await recordsOf([updated], actor))[0]!;
}

/** Removes a source; its documents stay in the corpus (their source link is cleared). */
export async function removeSource(actor: TSourceActor, id: number): Promise<{ Success: true; DocumentsKept: number }> {
  await manageableSource(actor, id);
  const kept = await countDocumentsOfSource(id);
  await deleteSourceRow(id);
  return { Success: true, DocumentsKept: kept };
}

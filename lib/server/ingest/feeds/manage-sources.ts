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

/**
 * A source as the actor sees it, with its fetch status. `owner`: null for the system's sources;
 * `status`: "paused" while disabled; `nextFetchAt`: null while paused; `updatedAt`: the last fetch, or
 * the creation when it was never fetched.
 */
export type TSourceRecord = {
  id: number;
  kind: string;
  name: string;
  url: string;
  publisher: string;
  enabled: boolean;
  intervalSeconds: number;
  visibility: string;
  owner: { id: number; username: string } | null;
  canManage: boolean;
  status: string;
  statusText: string;
  lastError: string | null;
  failures: number;
  itemsSeen: number;
  lastFetchedAt: Date | null;
  nextFetchAt: Date | null;
  backoffSeconds: number;
  createdAt: Date;
  updatedAt: Date;
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
      id: s.id,
      kind: s.kind,
      name: s.name,
      url: s.url ?? "",
      publisher: s.publisher ?? "",
      enabled: s.enabled,
      intervalSeconds: s.intervalSeconds,
      visibility: s.visibility,
      owner: owner ? { id: owner.id, username: owner.username } : null,
      canManage: canManageSource(s, actor),
      status: s.enabled ? s.status : "paused",
      statusText: statusText(s),
      lastError: s.lastError,
      failures: s.failures,
      itemsSeen: s.itemsSeen,
      lastFetchedAt: s.lastFetchedAt,
      nextFetchAt: s.enabled ? s.nextFetchAt : null,
      backoffSeconds: backoffSeconds(s.intervalSeconds, s.failures),
      createdAt: s.createdAt,
      updatedAt: s.lastFetchedAt && s.lastFetchedAt > s.createdAt ? s.lastFetchedAt : s.createdAt,
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

/** Removes a source; its documents stay in the corpus (their source link is cleared). Answers how many stay. */
export async function removeSource(actor: TSourceActor, id: number): Promise<{ documentsKept: number }> {
  await manageableSource(actor, id);
  const kept = await countDocumentsOfSource(id);
  await deleteSourceRow(id);
  return { documentsKept: kept };
}

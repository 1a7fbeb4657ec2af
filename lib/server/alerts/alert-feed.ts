import "server-only";
import { buildAtomFeed } from "@/lib/server/markup/atom-feed";
import { escapeHtml } from "@/lib/server/markup/html-text";
import { recentMatches } from "./alert-activity";
import { findAlertRow } from "./manage-alerts";

/** The alert's matches as an Atom 1.0 feed: one entry per document, its summary says why it matched. */
export async function alertFeed(ownerId: number, alertId: number, origin: string, selfUrl: string): Promise<string> {
  const alert = await findAlertRow(ownerId, alertId);
  const matches = await recentMatches(ownerId, alertId, origin, 100);
  const entries = matches.map((m) => ({
    id: `${origin}/documents/${m.Id}`,
    title: m.Description,
    updated: m.MatchedDate,
    published: m.PublicationDate,
    link: m.ServiceUrl,
    summary: escapeHtml(`Why: ${[...m.Why.Terms, ...m.Why.Entities].join(", ") || "matches the query"}`),
    authorName: m.Publisher,
  }));
  return buildAtomFeed({
    title: alert.name,
    id: `tag:${new URL(origin).hostname || "localhost"},2024:alert/${alert.id}`,
    selfUrl,
    updated: entries.reduce((max, e) => (e.updated > max ? e.updated : max), alert.updated_at),
    authorName: "News and Entity Intelligence Service",
    entries,
  });
}

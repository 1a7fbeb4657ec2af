import "server-only";
import { buildAtomFeed } from "@/lib/server/markup/atom-feed";
import { documentItemRef } from "@/lib/server/documents/document-item";
import { escapeHtml } from "@/lib/server/markup/html-text";
import { recentMatches } from "./alert-activity";
import { findAlertRow } from "./manage-alerts";

/** The alert's matches as an Atom 1.0 feed: one entry per document, its summary says why it matched. */
export async function alertFeed(ownerId: number, alertId: number, origin: string, selfUrl: string): Promise<string> {
  const alert = await findAlertRow(ownerId, alertId);
  const matches = await recentMatches(ownerId, alertId, 100);
  const entries = matches.map(({ document, why, matchedAt }) => {
    const page = `${origin}/documents/${documentItemRef(document.id)}`;
    return {
      id: page,
      title: document.title,
      updated: matchedAt,
      published: document.publishedAt,
      link: page,
      summary: escapeHtml(`Why: ${[...why.terms, ...why.entities].join(", ") || "matches the query"}`),
      authorName: document.publisher,
    };
  });
  return buildAtomFeed({
    title: alert.name,
    id: `tag:${new URL(origin).hostname || "localhost"},2024:alert/${alert.id}`,
    selfUrl,
    updated: entries.reduce((max, e) => (e.updated > max ? e.updated : max), alert.updated_at),
    authorName: "News and Entity Intelligence Service",
    entries,
  });
}

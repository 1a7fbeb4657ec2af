import "server-only";
import { buildAtomFeed, type TAtomEntry } from "@/lib/server/markup/atom-feed";
import { escapeHtml } from "@/lib/server/markup/html-text";
import type { TActor } from "@/lib/server/projects/project-model";
import { findWidget } from "./find-widget";
import { resolveWidget } from "./resolve-widget";

/**
 * A widget as an Atom 1.0 feed (/widget/rss, /mypagewidget): title = the widget's title, id = its
 * urn:uuid, author = the tab's owner, entries = what the widget shows (documents, stories, quotes,
 * entities, social items; a Note is one entry with its text; a kind whose data this server cannot
 * serve is one entry saying so). updated = the newest of the widget's LastUpdatedUtc and its entries.
 */
export async function widgetFeed(actor: TActor, wid: string, origin: string, selfUrl: string): Promise<string> {
  const { widget, tab } = await findWidget(actor, wid, { parameter: "wid" });
  const content = await resolveWidget({ actor, widget, tabFilter: tab.project.filter, origin });
  const tag = (what: string) => `tag:${new URL(origin).hostname || "localhost"},2024:widget/${widget.id}/${what}`;
  let entries: TAtomEntry[];
  if (!content.available) {
    entries = [
      {
        id: tag("not-available"),
        title: widget.title,
        updated: widget.last_updated_utc,
        summary: escapeHtml(content.message),
      },
    ];
  } else if (content.text !== undefined) {
    entries = [
      { id: tag("note"), title: widget.title, updated: widget.last_updated_utc, summary: escapeHtml(content.text) },
    ];
  } else {
    entries = content.items.map((item) => ({
      id: /^5_\d+$/.test(item.id) ? `${origin}/documents/${item.id}` : tag(item.id),
      title: item.title,
      updated: item.date ?? widget.last_updated_utc,
      published: item.date,
      link: item.link,
      summary: item.teaser ? escapeHtml(item.teaser) : undefined,
      authorName: item.publisher,
    }));
  }
  const updated = entries.reduce((max, e) => (e.updated > max ? e.updated : max), widget.last_updated_utc);
  return buildAtomFeed({
    title: widget.title || widget.key,
    id: `urn:uuid:${widget.id}`,
    selfUrl,
    updated,
    authorName: tab.project.owner_display_name,
    entries,
  });
}

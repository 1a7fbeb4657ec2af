import "server-only";

import { escapeHtml } from "@/lib/server/markup/html-text";
import { headerLine, itemDetails, NO_ITEMS, saysNoItems, type TExportView } from "./export-model";
import type { TExportItem, TExportSection } from "./types";
import { STANDALONE_HTML_HEAD } from "./html-head";

// A standalone page: inline CSS only, no scripts, no remote resources (the CSP forbids them too),
// readable on screen and in print. Every text is escaped; links are http(s) only (export-model).
const STYLE = `
:root { color-scheme: light; --fg: #1b1f24; --muted: #57606a; --line: #d0d7de; --link: #0b57d0; --accent: #f6f8fa; }
* { box-sizing: border-box; }
body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--fg);
  background: #fff; max-width: 52rem; margin: 2rem auto; padding: 0 1.25rem; }
header { border-bottom: 2px solid var(--line); margin-bottom: 1.5rem; padding-bottom: .75rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .75rem; padding-bottom: .25rem; border-bottom: 1px solid var(--line); }
.meta, .count { color: var(--muted); font-size: .875rem; margin: 0; }
.description, .text { margin: .5rem 0 1rem; white-space: pre-line; }
ol.items { list-style: none; padding: 0; margin: 0; }
li.item { margin: 0 0 1rem; padding: .75rem 1rem; background: var(--accent); border-left: 3px solid var(--link); border-radius: 4px; }
.item-title { font-weight: 600; font-size: 1.05rem; margin: 0; }
dl.details { display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; margin: .25rem 0 0; font-size: .875rem; color: var(--muted); }
dl.details div { display: flex; gap: .35rem; }
dl.details dt { font-weight: 600; }
dl.details dd { margin: 0; }
.link { margin: .25rem 0 0; font-size: .875rem; overflow-wrap: anywhere; }
.teaser { margin: .5rem 0 0; white-space: pre-line; }
figure.chart { margin: 0 0 1rem; } figure.chart svg { max-width: 100%; height: auto; }
.empty { color: var(--muted); font-style: italic; }
a { color: var(--link); }
@media print { body { margin: 0; max-width: none; } li.item { break-inside: avoid; background: none; } }
`.trim();

function linkHtml(url: string, text: string): string {
  return `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(text)}</a>`;
}

function itemHtml(item: TExportItem): string {
  const title = item.link ? linkHtml(item.link, item.title) : escapeHtml(item.title);
  const details = itemDetails(item)
    .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join("");
  return [
    `<li class="item" data-id="${escapeHtml(item.id)}">`,
    `<p class="item-title">${title}</p>`,
    details ? `<dl class="details">${details}</dl>` : "",
    item.link ? `<p class="link">${linkHtml(item.link, item.link)}</p>` : "",
    item.teaser ? `<p class="teaser">${escapeHtml(item.teaser)}</p>` : "",
    "</li>",
  ].join("");
}

function sectionHtml(section: TExportSection): string {
  const count = section.items.length;
  return [
    "<section>",
    section.title ? `<h2>${escapeHtml(section.title)}</h2>` : "",
    // Our own SVG (lib/server/export-files/chart-svg: every text escaped, no references outside itself).
    section.chart ? `<figure class="chart">${section.chart.svg}</figure>` : "",
    section.text ? `<p class="text">${escapeHtml(section.text)}</p>` : "",
    count > 0
      ? `<p class="count">${count} item${count === 1 ? "" : "s"}</p><ol class="items">${section.items.map(itemHtml).join("\n")}</ol>`
      : "",
    saysNoItems(section) ? `<p class="empty">${NO_ITEMS}</p>` : "",
    "</section>",
  ].join("\n");
}

export function writeHtml(view: TExportView): Buffer {
  const page = [
    ...STANDALONE_HTML_HEAD,
    '<meta name="generator" content="News and Entity Intelligence Service">',
    view.owner ? `<meta name="author" content="${escapeHtml(view.owner)}">` : "",
    `<title>${escapeHtml(view.title)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    "<header>",
    `<h1>${escapeHtml(view.title)}</h1>`,
    `<p class="meta">${escapeHtml(headerLine(view))}</p>`,
    view.description ? `<p class="description">${escapeHtml(view.description)}</p>` : "",
    "</header>",
    "<main>",
    ...view.sections.map(sectionHtml),
    "</main>",
    "</body>",
    "</html>",
    "",
  ];
  return Buffer.from(page.filter((line) => line !== "").join("\n") + "\n", "utf8");
}

import "server-only";

import { escapeHtml } from "@/lib/server/markup/html-text";
import { STANDALONE_HTML_HEAD } from "@/lib/server/export-files/html-head";

// Small and self-contained: the page must render without any asset from the app.
const STYLE = `
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #fff; --muted: #57606a; --link: #0b57d0; --hl: #fff3a3; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --link: #6cb6ff; --hl: #5c4b00; }
}
body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
a { color: var(--link); }
.meta { color: var(--muted); font-size: .875rem; }
ol { padding-left: 1.25rem; }
li { margin: 0 0 1.25rem; }
.title { font-weight: 600; }
.snippet { margin: .25rem 0 0; }
mark, em { background: var(--hl); color: inherit; font-style: normal; }
`.trim();

/** A standalone page (lib/server/export-files/html-head.ts says why it can load nothing) with the given body. */
export function htmlPage(title: string, bodyHtml: string): string {
  return [
    ...STANDALONE_HTML_HEAD,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    `<body>${bodyHtml}</body>`,
    "</html>",
  ].join("\n");
}

import "server-only";
import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";

import type { TSource, TSourceItem, TSourceOptions } from "../types";
import { decodeDocument } from "./decode-text";
import { htmlToText } from "./html-text";
import { cleanImageUrl } from "./item-image";
import { languageCode, parseDate } from "./parse-date";

export type TExtractedArticle = {
  title: string;
  /** Plain text, paragraphs separated by blank lines. */
  text: string;
  /** The article's cleaned HTML (Readability's), or the page's body when Readability found no article. */
  html: string;
  byline?: string;
  siteName?: string;
  excerpt?: string;
  publishedAt?: Date;
  canonicalUrl?: string;
  language?: string;
  /** The page's picture (og:image, twitter:image), absolute. */
  image?: string;
};

/** Pages are read whole; beyond this size an html file is refused. */
export const MAX_HTML_BYTES = 20 * 1024 * 1024;

const PUBLISHED_META = [
  "article:published_time",
  "og:article:published_time",
  "og:published_time",
  "datepublished",
  "date",
  "pubdate",
  "publishdate",
  "dc.date.issued",
  "dc.date",
  "dcterms.created",
  "sailthru.date",
  "parsely-pub-date",
];

type TDoc = ReturnType<typeof parseHTML>["document"];

function metaContent(document: TDoc, names: string[]): string | undefined {
  const found = new Map<string, string>();
  for (const meta of document.querySelectorAll("meta")) {
    const key = (
      meta.getAttribute("property") ??
      meta.getAttribute("name") ??
      meta.getAttribute("itemprop")
    )?.toLowerCase();
    const content = meta.getAttribute("content")?.trim();
    if (key && content && !found.has(key)) found.set(key, content);
  }
  return names.map((n) => found.get(n)).find(Boolean);
}

/** `datePublished` anywhere in the page's JSON-LD (objects, arrays, @graph). */
function jsonLdDatePublished(document: TDoc): string | undefined {
  const visit = (node: unknown): string | undefined => {
    if (Array.isArray(node)) return node.map(visit).find(Boolean);
    if (!node || typeof node !== "object") return undefined;
    const record = node as Record<string, unknown>;
    if (typeof record.datePublished === "string") return record.datePublished;
    return visit(record["@graph"]);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const found = visit(JSON.parse(script.textContent ?? ""));
      if (found) return found;
    } catch {
      // Broken JSON-LD is common and harmless: other sources of the date remain.
    }
  }
  return undefined;
}

function absolute(href: string | null | undefined, base: string): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return undefined;
  }
}

/** Extracts the article of an HTML page with Readability; metadata is read before Readability edits the DOM. */
export function extractArticle(html: string, url: string): TExtractedArticle {
  const { document } = parseHTML(/<html[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`);
  // linkedom has no notion of the page's address; Readability resolves links against these.
  const base = absolute(document.querySelector("base[href]")?.getAttribute("href"), url) ?? url;
  Object.defineProperty(document, "baseURI", { value: base, configurable: true });
  Object.defineProperty(document, "documentURI", { value: url, configurable: true });

  const canonicalUrl =
    absolute(document.querySelector('link[rel~="canonical"]')?.getAttribute("href"), base) ??
    absolute(metaContent(document, ["og:url"]), base);
  const language =
    languageCode(document.documentElement?.getAttribute("lang")) ??
    languageCode(document.querySelector('meta[http-equiv="content-language" i]')?.getAttribute("content")) ??
    languageCode(metaContent(document, ["og:locale"]));
  const publishedRaw = metaContent(document, PUBLISHED_META) ?? jsonLdDatePublished(document);
  const pageTitle = metaContent(document, ["og:title"]) ?? document.querySelector("title")?.textContent?.trim();
  const metaAuthor = metaContent(document, ["author", "article:author"]);
  const image = cleanImageUrl(metaContent(document, ["og:image", "og:image:url", "twitter:image"]), base);
  const bodyHtml = document.body?.innerHTML ?? html;

  const article = new Readability(document as unknown as Document).parse();
  // linkedom keeps the case of createElement("DIV"), which browsers would have lower-cased.
  const articleHtml = article?.content?.trim() ? article.content.replace(/<(\/?)DIV\b/g, "<$1div") : bodyHtml;
  const text = htmlToText(articleHtml);
  return {
    title: (article?.title || pageTitle || text.split("\n")[0] || "").replace(/\s+/g, " ").trim(),
    text,
    html: articleHtml,
    byline: article?.byline?.trim() || metaAuthor || undefined,
    siteName: article?.siteName?.trim() || undefined,
    excerpt: article?.excerpt?.trim() || undefined,
    publishedAt: parseDate(publishedRaw) ?? parseDate(article?.publishedTime),
    canonicalUrl,
    language: language ?? languageCode(article?.lang),
    image,
  };
}

/** One HTML page (file or fetched) as a single-item source. */
export function htmlPageItem(
  page: string | Uint8Array,
  url: string,
  origin: string,
  options: TSourceOptions & { charset?: string },
): TSourceItem {
  try {
    const html = typeof page === "string" ? page : decodeDocument(page, options.charset);
    const a = extractArticle(html, url);
    if (!a.text && !a.title) return { ok: false, origin, reason: "no article text found in the page" };
    const properties: Record<string, string | string[]> = {};
    if (a.byline) properties.byline = a.byline;
    if (a.siteName) properties.siteName = a.siteName;
    if (a.image) properties.image = a.image;
    const isFile = url.startsWith("file:");
    return {
      ok: true,
      doc: {
        origin,
        title: a.title || a.text.split("\n")[0]!.slice(0, 200),
        body: a.text || a.title,
        html: a.html,
        url: a.canonicalUrl ?? (isFile ? undefined : url),
        publishedAt: a.publishedAt,
        publisher: options.publisher ?? a.siteName,
        language: a.language,
        type: options.type,
        properties,
      },
    };
  } catch (error) {
    return { ok: false, origin, reason: `unreadable HTML: ${(error as Error).message}` };
  }
}

export function htmlFileSource(path: string, options: TSourceOptions = {}, name = basename(path)): TSource {
  return {
    describe: `HTML ${name}`,
    estimate: async () => 1,
    items: async function* () {
      const { size } = await stat(path);
      if (size > MAX_HTML_BYTES) {
        yield { ok: false, origin: name, reason: `HTML file too large (${size} bytes)` };
        return;
      }
      yield htmlPageItem(await readFile(path), pathToFileURL(path).href, name, options);
    },
  };
}

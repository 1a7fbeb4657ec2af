/**
 * The picture a source gives an item (a feed's media:thumbnail or image enclosure, a page's og:image),
 * kept as the document property `image` and shown as a thumbnail in document lists. Only absolute
 * http(s) URLs of reasonable length are kept (relative ones are resolved against the item's own URL);
 * anything else (data:, javascript:, garbage) is dropped.
 */
export function cleanImageUrl(candidate: string | null | undefined, base?: string): string | undefined {
  if (!candidate) return undefined;
  const trimmed = candidate.trim();
  if (!trimmed || trimmed.length > 2000) return undefined;
  let url: URL;
  try {
    url = base ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password) return undefined;
  return url.toString();
}

/** The first picture named by the HTML of a page: og:image, twitter:image, then the first <img src>. */
export function imageOfHtml(html: string, base?: string): string | undefined {
  const head = html.slice(0, 200_000);
  for (const name of ["og:image", "og:image:url", "twitter:image"]) {
    const meta = new RegExp(`<meta[^>]+(?:property|name)\\s*=\\s*["']${name.replace(/:/g, ":")}["'][^>]*>`, "i").exec(
      head,
    )?.[0];
    const content = meta && /content\s*=\s*["']([^"']+)["']/i.exec(meta)?.[1];
    const url = cleanImageUrl(content && decodeAmp(content), base);
    if (url) return url;
  }
  const img = /<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
  return cleanImageUrl(img && decodeAmp(img), base);
}

const decodeAmp = (s: string) => s.replace(/&amp;/g, "&");

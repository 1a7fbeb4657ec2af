import "server-only";
import { normalizeLanguageHint } from "@/lib/nlp/language-code";

// Only unambiguous forms are accepted: `Date.parse` on free text is implementation-defined and reads
// some forms in the server's local zone, which would make imports depend on where they run.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
// RFC 822/2822/1123 as used by RSS and HTTP: "Fri, 04 Jan 2019 10:00:00 GMT", "4 Jan 2019 10:00 +0100".
const RFC_2822 = /^(\w{3},\s*)?\d{1,2}\s+\w{3}\s+\d{2,4}\s+\d{1,2}:\d{2}(:\d{2})?\s+([A-Z]{1,4}|[+-]\d{4})$/i;

function valid(date: Date): Date | undefined {
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `YYYY-MM-DD` → UTC midnight; ISO 8601 date-time (no offset = UTC); RFC 2822. Else undefined. */
export function parseDate(input: string | undefined | null): Date | undefined {
  const text = input?.trim();
  if (!text) return undefined;
  const day = DATE_ONLY.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    // Reject roll-overs such as 2019-02-30.
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : undefined;
  }
  if (ISO_DATETIME.test(text)) {
    const iso = text.replace(" ", "T");
    return valid(new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(iso) ? iso : `${iso}Z`));
  }
  if (RFC_2822.test(text)) return valid(new Date(text));
  return undefined;
}

/**
 * The language a source declares ("en-US" → "en", "fra" → "fr", "pcm" → "pcm"), as documents store it;
 * undefined when it is not a language code or says "undetermined" (und, mul, zxx).
 */
export function languageCode(tag: string | undefined | null): string | undefined {
  const code = normalizeLanguageHint(tag ?? undefined);
  return code && code !== "und" ? code : undefined;
}

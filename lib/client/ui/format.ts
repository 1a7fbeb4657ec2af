/** Dates as people read them, always in UTC (the API's times are UTC; the corpus is not local). */
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

export function formatDate(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1 ? "" : DATE.format(date);
}

export function formatDateTime(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1 ? "" : `${DATE_TIME.format(date)} UTC`;
}

export function formatCount(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}

const LANGUAGE_NAMES = new Intl.DisplayNames("en", { type: "language", fallback: "none" });

/** "fr" → "French", "pcm" → "Nigerian Pidgin", "und" → "Undetermined"; an unknown code stays as it is. */
export function languageName(code: string | undefined): string {
  if (!code) return "";
  if (code === "und") return "Undetermined";
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code; // not a well-formed language tag
  }
}

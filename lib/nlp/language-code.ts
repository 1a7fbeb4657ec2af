import "server-only";
import { toISO2 } from "tinyld";

/** Legacy codes (CLD2 still emits some) → ISO 639-1. */
export const LEGACY_CODES: Readonly<Record<string, string>> = { iw: "he", jw: "jv", in: "id", ji: "yi", mo: "ro" };
/** ISO 639-3 codes that tinyld does not map and that the identifier returns or tells apart. */
const ISO3: Readonly<Record<string, string>> = { eng: "en", pcm: "pcm", kin: "rw", run: "rn", und: "und" };

/**
 * The language code documents are stored with: ISO 639-1 where there is one, else ISO 639-3 ("pcm").
 * "en-US", "EN", "eng" → "en"; anything unusable → undefined.
 */
export function normalizeLanguageHint(hint: string | undefined): string | undefined {
  if (!hint) return undefined;
  const code = hint.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (/^[a-z]{2}$/.test(code)) return LEGACY_CODES[code] ?? code;
  if (/^[a-z]{3}$/.test(code)) return ISO3[code] ?? (toISO2(code) || undefined);
  return undefined;
}

import fc from "fast-check";

/** The fuzzers' seed: fixed in CI so a failure is reproducible; `npm run bench -- fuzz` picks a new one. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED || 20261122);

/** Random and hostile parameter values for the registry-driven fuzzers. */
export const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom(
    "",
    " ",
    "-1",
    "0",
    "1e309",
    "NaN",
    "true",
    "null",
    "[]",
    "{}",
    "%",
    "%00",
    "%ZZ",
    "../../etc/passwd",
  ),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    "<script>alert(1)</script>",
    "\u0000\u0001\uFFFF",
    "😀".repeat(50),
  ),
  fc.string({ minLength: 3000, maxLength: 5000 }),
  fc.integer().map(String),
  fc.double().map(String),
);

/** Fills a path template's {captures} with the given values (URL-encoded), "x" when they run out. */
export function fillTemplate(template: string, values: string[]): string {
  let i = 0;
  return template.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++] ?? "x"));
}

/** One of an entity's Metadata text fields (spec "Entity Extras shapes": TextFields). */
export type TTextField = { key: string; value: string; formatted: string };

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const NUMBER_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

/**
 * `value` is machine-readable (ISO 8601 UTC for dates, plain decimal for numbers); `formatted` is for
 * people ("4 January 2019", "1,234,567").
 */
export function textField(key: string, value: string | number | Date): TTextField {
  if (value instanceof Date) {
    const iso = value.toISOString().replace(/\.000Z$/, "Z");
    return { key, value: iso, formatted: DATE_FORMAT.format(value) };
  }
  if (typeof value === "number") return { key, value: String(value), formatted: NUMBER_FORMAT.format(value) };
  return { key, value, formatted: value };
}

/** One of an entity's Metadata TextFields (spec "Entity Extras shapes"). */
export type TTextField = { Key: string; Value: string; ValueFormatted: string };

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const NUMBER_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

/**
 * Value is machine-readable (ISO 8601 UTC for dates, plain decimal for numbers); ValueFormatted is for
 * people ("4 January 2019", "1,234,567").
 */
export function textField(key: string, value: string | number | Date): TTextField {
  if (value instanceof Date) {
    const iso = value.toISOString().replace(/\.000Z$/, "Z");
    return { Key: key, Value: iso, ValueFormatted: DATE_FORMAT.format(value) };
  }
  if (typeof value === "number") return { Key: key, Value: String(value), ValueFormatted: NUMBER_FORMAT.format(value) };
  return { Key: key, Value: value, ValueFormatted: value };
}

/**
 * The widths of a tab's three zones, in percent of the board (left, middle, right; they add up to 100).
 * A splitter between two zones moves the boundary between them only; every zone keeps at least
 * MIN_ZONE_PERCENT. Kept per tab in this browser (docs/decisions/0011-zone-widths.md).
 */
export type TZoneWidths = readonly [number, number, number];

export const EQUAL_WIDTHS: TZoneWidths = [100 / 3, 100 / 3, 100 / 3];
export const MIN_ZONE_PERCENT = 15;

const round = (n: number) => Math.round(n * 10) / 10;

/** Widths with `splitter` (0: left|middle, 1: middle|right) moved by `delta` percent, clamped. */
export function moveSplitter(widths: TZoneWidths, splitter: 0 | 1, delta: number): TZoneWidths {
  const next = [...widths] as [number, number, number];
  const pair = next[splitter]! + next[splitter + 1]!;
  const before = Math.min(Math.max(next[splitter]! + delta, MIN_ZONE_PERCENT), pair - MIN_ZONE_PERCENT);
  next[splitter] = round(before);
  next[splitter + 1] = round(pair - before);
  return next;
}

/** The range the zone before a splitter can take (its neighbour keeps the minimum). */
export function splitterRange(widths: TZoneWidths, splitter: 0 | 1): { min: number; max: number } {
  return { min: MIN_ZONE_PERCENT, max: round(widths[splitter]! + widths[splitter + 1]! - MIN_ZONE_PERCENT) };
}

export const isEqualWidths = (widths: TZoneWidths) => widths.every((w) => Math.abs(w - 100 / 3) < 0.5);

/** Stored widths, or undefined when missing or not three sensible numbers adding up to 100. */
export function parseZoneWidths(raw: string | null | undefined): TZoneWidths | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    if (!value.every((n) => typeof n === "number" && Number.isFinite(n) && n >= MIN_ZONE_PERCENT - 0.05))
      return undefined;
    const sum = value.reduce((a: number, b: number) => a + b, 0);
    return Math.abs(sum - 100) < 0.5 ? (value as unknown as TZoneWidths) : undefined;
  } catch {
    return undefined;
  }
}

export const zoneWidthsKey = (tabId: string) => `nei.zoneWidths.${tabId}`;

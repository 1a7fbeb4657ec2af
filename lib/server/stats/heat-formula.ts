/**
 * Heat (DECISIONS 19) from the document volumes of the last 1, 7 and 30 days. Additive smoothing adds
 * SMOOTHING pseudo-documents per 30 days, spread evenly over the days, to every window:
 *
 *   Heat-1/30 = (V1 + k/30) / ((V30 + k) / 30)
 *   Heat-7/30 = ((V7 + 7k/30) / 7) / ((V30 + k) / 30)        with k = SMOOTHING = 1
 *
 * So a zero baseline gives a finite number and a steady entity (V1 = V30/30) stays at 1. An entity with
 * no mention in the 30 days has no heat at all (null: "no data", never 1.0), and sorts after every
 * entity that was mentioned, whichever the direction. Pure: shared by both backends so that they agree
 * exactly.
 */
export const SMOOTHING = 1;

export type TVolumes = { v1: number; v7: number; v30: number };
/** null: no mention in the 30 days, so no heat (DECISIONS 19). */
export type THeat = TVolumes & { heat1: number | null; heat7: number | null };

export function heatOf({ v1, v7, v30 }: TVolumes): THeat {
  if (v30 === 0) return { v1, v7, v30, heat1: null, heat7: null };
  const baseline = (v30 + SMOOTHING) / 30;
  return {
    v1,
    v7,
    v30,
    heat1: (v1 + SMOOTHING / 30) / baseline,
    heat7: (v7 + (7 * SMOOTHING) / 30) / 7 / baseline,
  };
}

export const HEAT_SORTS = ["name", "type", "heat1d", "heat7d", "vol1d", "vol7d", "vol30d"] as const;
export type THeatSort = (typeof HEAT_SORTS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

export type THeatRow = THeat & { id: string; name: string; type: string };

const byKey: Record<THeatSort, (a: THeatRow, b: THeatRow) => number> = {
  name: (a, b) => textOrder(a.name, b.name),
  type: (a, b) => textOrder(a.type, b.type) || textOrder(a.name, b.name),
  heat1d: (a, b) => a.heat1! - b.heat1!,
  heat7d: (a, b) => a.heat7! - b.heat7!,
  vol1d: (a, b) => a.v1 - b.v1,
  vol7d: (a, b) => a.v7 - b.v7,
  vol30d: (a, b) => a.v30 - b.v30,
};

/** Lower-cased code-point order: the same in every process, unlike locale collations. */
function textOrder(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The order of heat rows: by the sort key in the direction asked, ties by DocVolume-30 (larger
 * first), then by entity id ascending, so that every backend yields the same sequence.
 */
export function compareHeat(sortBy: THeatSort, direction: TSortDirection) {
  const key = byKey[sortBy];
  const sign = direction === "asc" ? 1 : -1;
  // Entities without data (no mention in 30 days) come after every entity with data, in both directions.
  return (a: THeatRow, b: THeatRow) =>
    Number(a.v30 === 0) - Number(b.v30 === 0) ||
    (a.v30 === 0 && b.v30 === 0 ? 0 : sign * key(a, b)) ||
    b.v30 - a.v30 ||
    compareIds(a.id, b.id);
}

function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

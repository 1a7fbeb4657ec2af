/**
 * The days heat counts (DECISIONS 18/19): whole UTC calendar days ending with the clock's day.
 * DocVolume-N counts documents published on the N days ending on the clock's UTC day (that day
 * included, all of it), so with the clock pinned to a day DocVolume-1 is that day's documents.
 */
export const WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export type THeatWindow = {
  /** First day (yyyy-mm-dd) of the 30-day window. */
  start: string;
  /** The clock's UTC day. */
  end: string;
  /** Epoch day number of `start`: index i of a day array is `startDay + i`. */
  startDay: number;
};

export const epochDay = (date: Date) => Math.floor(date.getTime() / DAY_MS);
export const dayString = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const dayOf = (iso: string) => epochDay(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

export function heatWindow(clock: Date): THeatWindow {
  const endDay = epochDay(clock);
  const startDay = endDay - WINDOW_DAYS + 1;
  return { start: dayString(startDay), end: dayString(endDay), startDay };
}

/** DocVolume-1/7/30 from one entity's counts per day of the window (index 0 = the window's first day). */
export function volumesOf(days: ArrayLike<number>) {
  let v1 = 0;
  let v7 = 0;
  let v30 = 0;
  for (let i = 0; i < WINDOW_DAYS; i++) {
    const n = days[i] ?? 0;
    v30 += n;
    if (i >= WINDOW_DAYS - 7) v7 += n;
    if (i === WINDOW_DAYS - 1) v1 += n;
  }
  return { v1, v7, v30 };
}

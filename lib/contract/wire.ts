/** Constants of the wire format that services, the gateway and clients share. */

/** DECISIONS 8: a LastUpdated that does not apply. */
export const MIN_DATE = "0001-01-01T00:00:00";

/** The largest pageSize any list accepts. */
export const PAGE_SIZE_MAX = 500;

/** A wire date: ISO 8601 in UTC, without milliseconds when they are zero; MIN_DATE for an invalid date. */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return MIN_DATE;
  const iso = date.toISOString();
  return iso.endsWith(".000Z") ? `${iso.slice(0, -5)}Z` : iso;
}

import "server-only";
import { now } from "@/lib/server/db/clock";

export type TTimeZone = { id: number; iana: string; name: string };

/**
 * The TimeZoneId catalogue of the User record. Ids are stable (never reused or renumbered); 0 is UTC,
 * the default of every user. Offsets are not stored: they come from the IANA rules (Intl) at the
 * service clock, so daylight saving time is always current.
 */
export const TIME_ZONES: readonly TTimeZone[] = [
  { id: 0, iana: "UTC", name: "Coordinated Universal Time" },
  { id: 1, iana: "Europe/London", name: "London, Dublin, Lisbon" },
  { id: 2, iana: "Europe/Berlin", name: "Berlin, Amsterdam, Rome, Stockholm" },
  { id: 3, iana: "Europe/Paris", name: "Paris, Brussels, Madrid, Copenhagen" },
  { id: 4, iana: "Europe/Warsaw", name: "Warsaw, Prague, Budapest" },
  { id: 5, iana: "Europe/Athens", name: "Athens, Bucharest" },
  { id: 6, iana: "Europe/Helsinki", name: "Helsinki, Kyiv, Riga, Tallinn, Vilnius" },
  { id: 7, iana: "Europe/Istanbul", name: "Istanbul" },
  { id: 8, iana: "Europe/Moscow", name: "Moscow, St. Petersburg" },
  { id: 9, iana: "Africa/Cairo", name: "Cairo" },
  { id: 10, iana: "Africa/Johannesburg", name: "Johannesburg, Harare" },
  { id: 11, iana: "Africa/Lagos", name: "Lagos, West Central Africa" },
  { id: 12, iana: "Africa/Nairobi", name: "Nairobi" },
  { id: 13, iana: "Asia/Jerusalem", name: "Jerusalem" },
  { id: 14, iana: "Asia/Riyadh", name: "Riyadh, Kuwait" },
  { id: 15, iana: "Asia/Tehran", name: "Tehran" },
  { id: 16, iana: "Asia/Dubai", name: "Abu Dhabi, Dubai, Muscat" },
  { id: 17, iana: "Asia/Karachi", name: "Karachi, Islamabad" },
  { id: 18, iana: "Asia/Kolkata", name: "New Delhi, Mumbai, Kolkata, Chennai" },
  { id: 19, iana: "Asia/Kathmandu", name: "Kathmandu" },
  { id: 20, iana: "Asia/Dhaka", name: "Dhaka" },
  { id: 21, iana: "Asia/Bangkok", name: "Bangkok, Hanoi, Jakarta" },
  { id: 22, iana: "Asia/Shanghai", name: "Beijing, Shanghai, Hong Kong" },
  { id: 23, iana: "Asia/Singapore", name: "Singapore, Kuala Lumpur" },
  { id: 24, iana: "Asia/Tokyo", name: "Tokyo, Osaka" },
  { id: 25, iana: "Asia/Seoul", name: "Seoul" },
  { id: 26, iana: "Australia/Perth", name: "Perth" },
  { id: 27, iana: "Australia/Adelaide", name: "Adelaide" },
  { id: 28, iana: "Australia/Sydney", name: "Sydney, Canberra, Melbourne" },
  { id: 29, iana: "Pacific/Auckland", name: "Auckland, Wellington" },
  { id: 30, iana: "Pacific/Honolulu", name: "Hawaii" },
  { id: 31, iana: "America/Anchorage", name: "Alaska" },
  { id: 32, iana: "America/Los_Angeles", name: "Pacific Time (US and Canada)" },
  { id: 33, iana: "America/Denver", name: "Mountain Time (US and Canada)" },
  { id: 34, iana: "America/Phoenix", name: "Arizona" },
  { id: 35, iana: "America/Chicago", name: "Central Time (US and Canada)" },
  { id: 36, iana: "America/Mexico_City", name: "Mexico City" },
  { id: 37, iana: "America/New_York", name: "Eastern Time (US and Canada)" },
  { id: 38, iana: "America/Bogota", name: "Bogota, Lima, Quito" },
  { id: 39, iana: "America/Halifax", name: "Atlantic Time (Canada)" },
  { id: 40, iana: "America/Sao_Paulo", name: "Brasilia, Sao Paulo" },
  { id: 41, iana: "America/Argentina/Buenos_Aires", name: "Buenos Aires" },
  { id: 42, iana: "America/St_Johns", name: "Newfoundland" },
  { id: 43, iana: "Atlantic/Reykjavik", name: "Reykjavik" },
];

const BY_ID = new Map(TIME_ZONES.map((zone) => [zone.id, zone]));

export function findTimeZone(id: number): TTimeZone | undefined {
  return BY_ID.get(id);
}

/** The zone's offset from UTC in hours at `at` (e.g. 5.5 for Kolkata, -4 for New York in summer). */
export function utcOffsetHours(iana: string, at: Date = now()): number {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: iana, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? "");
  if (!match) return 0; // "GMT" alone: UTC itself
  const hours = Number(match[2]) + Number(match[3]) / 60;
  return match[1] === "-" ? -hours : hours;
}

/** The offset of a TimeZoneId now; unknown ids count as UTC. */
export function offsetOfTimeZoneId(id: number, at: Date = now()): number {
  const zone = findTimeZone(id);
  return zone ? utcOffsetHours(zone.iana, at) : 0;
}

/** A zone as it stands at a moment: its offset then, and its name labelled with that offset. */
export type TTimeZoneAt = { id: number; iana: string; displayName: string; offsetHours: number };

export function timeZoneAt(zone: TTimeZone, at: Date = now()): TTimeZoneAt {
  const offset = utcOffsetHours(zone.iana, at);
  return { id: zone.id, iana: zone.iana, displayName: `(UTC${offsetLabel(offset)}) ${zone.name}`, offsetHours: offset };
}

/** +05:30, -04:00, or empty for UTC itself. */
export function offsetLabel(hours: number): string {
  if (hours === 0) return "";
  const minutes = Math.round(Math.abs(hours) * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${hours < 0 ? "-" : "+"}${hh}:${mm}`;
}

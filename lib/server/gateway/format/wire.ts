import { formatDate } from "@/lib/contract/wire";
import type { TWire } from "./types";

/** Turns a handler's plain result into serialisable data: dates formatted, undefined dropped. */
export function toWire(value: unknown): TWire {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return formatDate(value);
  if (typeof value === "bigint") {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(toWire);
  if (typeof value === "object") {
    const out: Record<string, TWire> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item !== undefined && typeof item !== "function") out[key] = toWire(item);
    }
    return out;
  }
  return String(value);
}

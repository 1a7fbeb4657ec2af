"use client";

import { useCallback, useSyncExternalStore } from "react";
import { EQUAL_WIDTHS, parseZoneWidths, zoneWidthsKey, type TZoneWidths } from "@/lib/client/ui/zone-widths";

const listeners = new Set<() => void>();
/** When the browser refuses storage, widths hold for this visit. */
const memory = new Map<string, string>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener); // another window of the same browser
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(tabId: string): string | null {
  try {
    return window.localStorage.getItem(zoneWidthsKey(tabId));
  } catch {
    return memory.get(tabId) ?? null;
  }
}

/**
 * The zone widths of a tab in this browser (docs/decisions/0011-zone-widths.md): equal until a splitter
 * is moved; `set(undefined)` resets them.
 */
export function useZoneWidths(tabId: string) {
  // The raw string is the snapshot (stable between renders); the server renders equal widths.
  const raw = useSyncExternalStore(
    subscribe,
    () => read(tabId),
    () => null,
  );
  const widths: TZoneWidths = parseZoneWidths(raw) ?? EQUAL_WIDTHS;
  const set = useCallback(
    (next: TZoneWidths | undefined) => {
      try {
        if (next) window.localStorage.setItem(zoneWidthsKey(tabId), JSON.stringify(next));
        else window.localStorage.removeItem(zoneWidthsKey(tabId));
      } catch {
        if (next) memory.set(tabId, JSON.stringify(next));
        else memory.delete(tabId);
      }
      notify();
    },
    [tabId],
  );
  return { widths, custom: raw !== null && parseZoneWidths(raw) !== undefined, set };
}

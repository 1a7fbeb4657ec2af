"use client";

import { useCallback, useSyncExternalStore } from "react";
import { readThemeChoice, storeThemeChoice, THEME_EVENT, THEME_STORAGE_KEY, type TThemeChoice } from "./theme-storage";

function subscribe(onChange: () => void): () => void {
  // Another tab changed the choice: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    storeThemeChoice(readThemeChoice());
  };
  window.addEventListener(THEME_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(THEME_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored theme choice and a setter; the server (and first hydration pass) sees "system". */
export function useTheme(): [TThemeChoice, (choice: TThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => "system" as const);
  const setChoice = useCallback((next: TThemeChoice) => storeThemeChoice(next), []);
  return [choice, setChoice];
}

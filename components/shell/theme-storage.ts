/**
 * The colour theme the user picked. "system" follows prefers-color-scheme; "light" and "dark" set
 * data-theme on <html>, which the stylesheet lets override the media query.
 */
export type TThemeChoice = "light" | "dark" | "system";

export const THEME_CHOICES: readonly TThemeChoice[] = ["light", "dark", "system"];
export const THEME_STORAGE_KEY = "nei-theme";
export const THEME_EVENT = "nei-theme-change";

/** Runs in <head> before first paint so a stored choice never flashes the other theme. */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;

function isChoice(value: unknown): value is TThemeChoice {
  return value === "light" || value === "dark" || value === "system";
}

export function readThemeChoice(): TThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : "system";
  } catch {
    return "system"; // storage can be disabled (private mode, policies)
  }
}

export function applyThemeChoice(choice: TThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") root.removeAttribute("data-theme");
  else root.setAttribute("data-theme", choice);
}

export function storeThemeChoice(choice: TThemeChoice): void {
  try {
    if (choice === "system") window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not persisted, but still applied for this page.
  }
  applyThemeChoice(choice);
  window.dispatchEvent(new Event(THEME_EVENT));
}

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

// Kept outside test-results (which Playwright empties on every run) under a stable name.
const SCREENSHOT_DIR = path.resolve(process.env.E2E_SCREENSHOT_DIR ?? "artifacts/screenshots");

/** Full-page screenshots of the page in the light and the dark theme, once `ready` passes in each. */
export async function screenshotBothSchemes(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await ready();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: null });
}

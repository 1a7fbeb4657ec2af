import "server-only";

import type { TExportFormat } from "./types";

const MAX_STEM = 60;

/**
 * `<title>-<yyyy-mm-dd>.<ext>`: ASCII letters, digits and single hyphens only (accents dropped,
 * everything else a hyphen), so the name is safe in a Content-Disposition header and on any file
 * system. A title with nothing usable gives "export".
 */
export function exportFilename(title: string, date: Date, format: TExportFormat): string {
  const stem =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .slice(0, MAX_STEM)
      .replace(/^-+|-+$/g, "") || "export";
  const day = Number.isNaN(date.getTime()) ? "" : `-${date.toISOString().slice(0, 10)}`;
  return `${stem}${day}.${format}`;
}

import "server-only";

import { analyze } from "./analyze";
import { wink } from "./wink";

const SAMPLE = {
  title: "Minister says talks on trade deal will resume",
  body:
    "LONDON, March 2 - Trade Minister Jane Smith said on Monday that talks with the European Union " +
    'would resume next week. "We are confident of a good outcome for British exporters," Smith told reporters.\n' +
    " Reuter\n&#3;",
  language: "en",
};

let warmed: number | undefined;

/**
 * Loads the wink model and the language, keyword and entity tables once per process and runs one
 * small document through `analyze` so that the first real document is not slow. Idempotent;
 * returns the milliseconds the first call took.
 */
export function warmUpNlp(): number {
  if (warmed !== undefined) return warmed;
  const started = performance.now();
  wink();
  analyze(SAMPLE);
  warmed = performance.now() - started;
  return warmed;
}

/**
 * DECISIONS 18: `SERVICE_NOW=latest` is the newest publication time of the corpus's normal flow. A handful
 * of stray items dated far after the rest (test pages, wrong dates) must not move the clock past the news.
 *
 * Given the newest publication times (newest first) and the corpus size, strays are the newest items
 * before the last gap of more than STRAY_GAP_MS, provided they are few: at most 2, or 1% of the corpus,
 * and never more than MAX_STRAYS. A corpus of fewer than MIN_CORPUS documents has no strays (a handful
 * of documents is all there is). The clock is the newest item after that gap.
 */
export const STRAY_GAP_MS = 7 * 24 * 3600 * 1000;
export const MAX_STRAYS = 5;
export const STRAY_SHARE = 0.01;
export const MIN_CORPUS = 50;

export function normalFlowLatest(newestFirst: Date[], total: number): Date | null {
  if (newestFirst.length === 0) return null;
  const allowed = total < MIN_CORPUS ? 0 : Math.max(2, Math.floor(total * STRAY_SHARE));
  const limit = Math.min(MAX_STRAYS, allowed, newestFirst.length - 1);
  let strays = 0;
  for (let i = 0; i < limit; i++) {
    if (newestFirst[i]!.getTime() - newestFirst[i + 1]!.getTime() > STRAY_GAP_MS) strays = i + 1;
  }
  return newestFirst[strays]!;
}

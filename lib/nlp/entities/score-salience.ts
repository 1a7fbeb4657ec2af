import "server-only";
import type { TMention } from "./mention";

const TITLE_WEIGHT = 0.35;
const EARLY_WEIGHT = 0.25;
const FREQUENCY_WEIGHT = 0.4;

/**
 * 0..1: a title mention, an early first mention (first paragraph, or the first fifth of the text)
 * and mentions repeated relative to the document's most repeated entity all raise it.
 */
export function scoreSalience(mentions: TMention[], textLength: number, maxCount: number): number {
  const inTitle = mentions.some((m) => m.inTitle);
  const body = mentions.filter((m) => !m.inTitle);
  let early = 0;
  if (body.length > 0) {
    const first = body.reduce((a, b) => (b.start < a.start ? b : a));
    if (first.paragraph === 0 || first.start < 300) early = 1;
    else early = Math.max(0, 0.6 * (1 - first.start / Math.max(1, textLength)));
  }
  const count = body.length + (inTitle ? 1 : 0);
  const frequency = Math.min(1, count / Math.max(3, maxCount));
  const score = (inTitle ? TITLE_WEIGHT : 0) + EARLY_WEIGHT * early + FREQUENCY_WEIGHT * frequency;
  return Math.round(Math.min(1, score) * 1000) / 1000;
}

// How a found quotation is matched with a gold one, as `../shared/eval-dev/score.py quotes` scores it: shared by
// the speaker ranker's training (which candidate is the gold speaker) and the quote benchmark.

const PRONOUNS = new Set("he she they it i we you his her their the a an this that".split(" "));

function words(s: string | undefined): Set<string> {
  return new Set((s ?? "").match(/[A-Za-z][\w'-]+/g)?.map((w) => w.toLowerCase()) ?? []);
}

/** At least half of the shorter text's words in common. */
export function quoteTextsMatch(a: string, b: string): boolean {
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0 || wb.size === 0) return false;
  let common = 0;
  for (const w of wa) if (wb.has(w)) common++;
  return common / Math.min(wa.size, wb.size) >= 0.5;
}

/** A name word (not a pronoun or article) in common. */
export function sameSpeaker(system: string | undefined, gold: string): boolean {
  const g = words(gold);
  for (const w of words(system)) if (g.has(w) && !PRONOUNS.has(w)) return true;
  return false;
}

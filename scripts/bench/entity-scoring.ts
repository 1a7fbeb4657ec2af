// Document-level named-entity scoring against the hand-labelled gold set in
// e2e/fixtures/entities/wikinews-gold.json (rules in e2e/fixtures/entities/GUIDELINES.md).
// Pure functions, no I/O: scripts/bench/entity-quality.ts does the loading and printing.
//
// A predicted entity is correct when its name or any alias equals, after `normalizeName`, the gold
// name or any gold alias of a gold entity in the same scope. Precision counts predicted entities,
// recall counts gold entities; a system that splits one gold entity into two predictions ("Putin",
// "Vladimir Putin") is not penalised, but the split is reported as a duplicate.

export const GOLD_TYPES = ["Person", "Organization", "Company", "Country", "City"] as const;
export type TGoldType = (typeof GOLD_TYPES)[number];

export type TGoldEntity = { name: string; type: TGoldType; aliases: string[] };
export type TGoldDoc = { url: string; title: string; entities: TGoldEntity[] };

/** A system's entity: the product's types, or the baseline's "Person" / "Place" / "Org". */
export type TPredEntity = { name: string; type: string; aliases?: string[] };

/** What is compared: gold entities of `gold` types against predictions of `predicted` types. */
export type TScope = { label: string; gold: readonly string[]; predicted: readonly string[] };

export type TScoreOptions = {
  /** Also strip leading person titles ("President", "Dr", "Prime Minister") from Person-like names. */
  stripTitles?: boolean;
  /** Normalised names never counted either way (e.g. the publisher "wikinews"). */
  ignore?: readonly string[];
};

/** Predicted types that belong to the Person group besides "Person" itself. */
const PERSON_LIKE = new Set(["Person", "Journalist"]);

const SPECIAL_LETTERS: Record<string, string> = {
  ł: "l",
  đ: "d",
  ð: "d",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ı: "i",
  þ: "th",
};

/**
 * Canonical comparison form of a name: Unicode compatibility forms folded, diacritics and case
 * dropped, possessive "'s" removed, dots and apostrophes deleted ("U.S." = "US"), other punctuation
 * treated as a space, whitespace collapsed and a leading "the" removed.
 */
export function normalizeName(raw: string): string {
  let s = raw
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  s = s.replace(/[łđðøæœßıþ]/g, (c) => SPECIAL_LETTERS[c] ?? c);
  s = s.replace(/['’‘`´]s\b/g, ""); // possessive
  s = s.replace(/&/g, " and ");
  s = s.replace(/['’‘`´.]/g, ""); // U.S. -> us, O'Rourke -> orourke, Znak.com -> znakcom
  s = s.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  s = s.replace(/^the\s+/, "");
  return s;
}

// Leading words removed in lenient mode: honorifics and offices that precede a person's name.
const TITLE_WORDS = new Set(
  (
    "mr mrs ms miss mx dr prof professor sir dame lord lady president vice prime minister chancellor " +
    "senator sen rep representative congressman congresswoman governor gov mayor king queen prince " +
    "princess pope general gen admiral adm colonel col captain capt lieutenant lt sergeant sgt " +
    "speaker secretary judge justice chief sheikh imam sayyid ayatollah cardinal bishop archbishop " +
    "rev reverend saint st former late deputy foreign interior health defence defense finance " +
    "emergencies president-elect coach commissioner superintendent inspector detective officer shahid " +
    "director administrator spokesperson spokesman commander ambassador"
  ).split(" "),
);

/** `normalizeName` followed by removal of leading title words (keeps at least one word). */
export function stripTitles(normalized: string): string {
  const words = normalized.split(" ");
  let i = 0;
  while (i < words.length - 1 && TITLE_WORDS.has(words[i]!)) i++;
  return words.slice(i).join(" ");
}

/** All comparison keys of an entity (name and aliases). */
export function entityKeys(entity: { name: string; aliases?: readonly string[] }, lenient = false): Set<string> {
  const keys = new Set<string>();
  for (const form of [entity.name, ...(entity.aliases ?? [])]) {
    const n = normalizeName(form);
    if (!n) continue;
    keys.add(n);
    if (lenient) keys.add(stripTitles(n));
  }
  return keys;
}

function isPersonLike(type: string): boolean {
  return PERSON_LIKE.has(type);
}

/** Whether a predicted entity and a gold entity denote the same thing by name. */
export function entitiesMatch(pred: TPredEntity, gold: TGoldEntity, options: TScoreOptions = {}): boolean {
  const lenient = !!options.stripTitles;
  const pk = entityKeys(pred, lenient && isPersonLike(pred.type));
  const gk = entityKeys(gold, lenient && gold.type === "Person");
  for (const k of pk) if (gk.has(k)) return true;
  return false;
}

export type TCounts = {
  gold: number;
  predicted: number;
  /** Predicted entities that match some gold entity. */
  correctPredicted: number;
  /** Gold entities matched by some prediction. */
  matchedGold: number;
  /** Correct predictions beyond the first for the same gold entity (split chains). */
  duplicates: number;
};

export type TScores = TCounts & { precision: number | null; recall: number | null; f1: number | null };

export type TDocScopeResult = {
  counts: TCounts;
  falsePositives: string[];
  falseNegatives: string[];
};

export function emptyCounts(): TCounts {
  return { gold: 0, predicted: 0, correctPredicted: 0, matchedGold: 0, duplicates: 0 };
}

export function addCounts(a: TCounts, b: TCounts): TCounts {
  return {
    gold: a.gold + b.gold,
    predicted: a.predicted + b.predicted,
    correctPredicted: a.correctPredicted + b.correctPredicted,
    matchedGold: a.matchedGold + b.matchedGold,
    duplicates: a.duplicates + b.duplicates,
  };
}

export function toScores(c: TCounts): TScores {
  const precision = c.predicted ? c.correctPredicted / c.predicted : null;
  const recall = c.gold ? c.matchedGold / c.gold : null;
  // No predictions at all scores precision "n/a" but F1 0 (when there is gold to find).
  const p = precision ?? 0;
  const f1 = recall === null ? null : p + recall > 0 ? (2 * p * recall) / (p + recall) : 0;
  return { ...c, precision, recall, f1 };
}

/** Predictions with an empty or ignored name are dropped; exact duplicates (same type and key set) collapse. */
export function cleanPredictions(predicted: readonly TPredEntity[], options: TScoreOptions = {}): TPredEntity[] {
  const ignore = new Set((options.ignore ?? []).map(normalizeName));
  const seen = new Set<string>();
  const out: TPredEntity[] = [];
  for (const p of predicted) {
    const keys = [...entityKeys(p)];
    if (!keys.length || keys.some((k) => ignore.has(k))) continue;
    const id = `${p.type}\u0000${keys.sort().join("\u0001")}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(p);
  }
  return out;
}

/** Scores one document for one scope. `predicted` should already have passed `cleanPredictions`. */
export function scoreDocScope(
  gold: readonly TGoldEntity[],
  predicted: readonly TPredEntity[],
  scope: TScope,
  options: TScoreOptions = {},
): TDocScopeResult {
  const g = gold.filter((e) => scope.gold.includes(e.type));
  const p = predicted.filter((e) => scope.predicted.includes(e.type));
  const hits = new Array<number>(g.length).fill(0);
  const falsePositives: string[] = [];
  let correctPredicted = 0;
  for (const pred of p) {
    let ok = false;
    g.forEach((ge, i) => {
      if (entitiesMatch(pred, ge, options)) {
        hits[i]!++;
        ok = true;
      }
    });
    if (ok) correctPredicted++;
    else falsePositives.push(pred.name);
  }
  const matchedGold = hits.filter((h) => h > 0).length;
  const duplicates = hits.reduce((sum, h) => sum + Math.max(0, h - 1), 0);
  const falseNegatives = g.filter((_, i) => hits[i] === 0).map((e) => e.name);
  return {
    counts: { gold: g.length, predicted: p.length, correctPredicted, matchedGold, duplicates },
    falsePositives,
    falseNegatives,
  };
}

/**
 * For every gold entity, the type of the prediction that matches it by name regardless of type
 * (first match in prediction order), or "(missed)". Keys are `${goldType} -> ${predictedType}`.
 */
export function typeConfusion(
  gold: readonly TGoldEntity[],
  predicted: readonly TPredEntity[],
  options: TScoreOptions = {},
): Map<string, number> {
  const out = new Map<string, number>();
  for (const ge of gold) {
    const same = predicted.find((p) => p.type === ge.type && entitiesMatch(p, ge, options));
    const any = same ?? predicted.find((p) => entitiesMatch(p, ge, options));
    const key = `${ge.type} -> ${any ? any.type : "(missed)"}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** Counts names across documents by normalised form, keeping the first surface form seen. */
export function tally(names: Iterable<string>): { name: string; count: number }[] {
  const byKey = new Map<string, { name: string; count: number }>();
  for (const name of names) {
    const key = normalizeName(name);
    const row = byKey.get(key);
    if (row) row.count++;
    else byKey.set(key, { name, count: 1 });
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

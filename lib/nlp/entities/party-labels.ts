import "server-only";

import { findCountry, isDemonym } from "../geo/country-gazetteer";
import { findRegion } from "../geo/region-gazetteer";
import type { TToken } from "./tokenize-text";

/** A party-and-state label: "R-Texas", "D-N" of "D-N.Y.", "I-Vt.", "R-OH". */
const PARTY_STATE = /^[RDI]-\p{Lu}/u;
/** Members of a party, as a description's head: "the Wisconsin Republican", "a Texas Democrat". */
const PARTY_MEMBERS = new Set(["republican", "democrat", "republicans", "democrats"]);

/**
 * Whether the tokens first..last are a label that names nobody: a party-and-state label ("R-Texas",
 * "(D-N.Y.)", its "Y." included), or a description made of places and a party member ("the Wisconsin
 * Republican", "a New York Democrat"), which stands for a person named elsewhere.
 */
export function isPartyLabel(tokens: readonly TToken[], first: number, last: number): boolean {
  for (let k = first; k <= last; k++) if (PARTY_STATE.test(tokens[k]!.text)) return true;
  // "D-N.Y." is tokenized "D-N", ".", "Y.": the rest of the label.
  const before = tokens[first - 1];
  if (before?.text === "." && PARTY_STATE.test(tokens[first - 2]?.text ?? "")) return true;
  if (last === first || !PARTY_MEMBERS.has(tokens[last]!.lower)) return false;
  const determiner = tokens[first - 1]?.lower;
  if (determiner !== "the" && determiner !== "a") return false;
  const place = tokens
    .slice(first, last)
    .map((t) => t.text)
    .join(" ");
  return !!(findRegion(place) || findCountry(place) || isDemonym(place));
}

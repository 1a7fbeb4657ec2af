import "server-only";
import type { TEvidence } from "./collect-evidence";

/** One occurrence of a name in the title or the body, with what its context says. */
export type TMention = {
  text: string;
  words: string[];
  /** Offsets in the text the mention comes from (body, or title when inTitle). */
  start: number;
  end: number;
  inTitle: boolean;
  /** From a text outside the body (a photo credit): no span, no salience. */
  aside?: boolean;
  paragraph: number;
  /** Words before a title: only a gazetteer or reference-list match makes them an entity. */
  residue: boolean;
  /** Title block written before the name ("Speaker" in "Speaker Pelosi"). */
  title?: string;
  /** The long form this acronym was defined with: "Federal Security Service (FSB)". */
  acronymOf?: TMention;
  /** A stock ticker given after a company name ("<AXP>"). */
  ticker?: boolean;
  /** Names listed with this one after "and"/"or": "Ababel Yeshaneh and Gelete Burka". */
  listedWith?: TMention[];
  /** Names next to this one with only a comma between: "Pale Tuli, Rosavita Tuli, and …". */
  commaWith?: TMention[];
  /** "Sabrina Bennoui of Reporters Without Borders": the name after "of", seen from the one before. */
  ofNext?: TMention;
  /** The name before "of": "Sabrina Bennoui" for "Reporters Without Borders". */
  ofPrev?: TMention;
  /** The country (ISO alpha-3) of the nationality word written before it ("Libyan House of Representatives"). */
  nation?: string;
  /** The trained tagger's label for this span (PER, LOC, ORG), when it proposed it. */
  tagged?: "PER" | "LOC" | "ORG";
  /** How sure the tagger is of `tagged` (`tagEntities`: the span's smallest emission margin). */
  taggedMargin?: number;
  /** One all-capitals word ("FSB", "U.S."). */
  acronym: boolean;
  ev: TEvidence;
};

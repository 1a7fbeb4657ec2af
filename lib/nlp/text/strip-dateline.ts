import "server-only";

const MONTH =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";
const WEEKDAY = "(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?";
const AGENCY =
  "(?:Reuters?|REUTERS?|reuters?|AP|AFP|dpa|DPA|UPI|Xinhua|XINHUA|TASS|Bloomberg|ANSA|EFE|IANS|PTI|CNN|BBC|Kyodo)";
// "NEW YORK", "SANTA CRUZ, Calif.", "Scarborough, Ontario", "DALLAS/FORT WORTH, Texas", "OAKLAND , N.J." —
// a capitalised place and up to two qualifiers; short, so that an ordinary first sentence cannot match.
const WORD = "[A-Za-z.'’&/-]+";
const PLACE = `[A-Z]${WORD.slice(0, -1)}*(?: ${WORD}){0,3}(?: ?, ?[A-Z]${WORD.slice(0, -1)}*(?: ${WORD}){0,2}){0,2}`;
const DASH = "(?:-{1,2}|–|—)";
const AFTER_DASH = `(?=\\s|$|["“'‘<]|[A-Z])`;

/** Wikinews: "Friday, January 4, 2019" on its own paragraph (weekday optional; ISO date too). */
const DATE_PARAGRAPH = new RegExp(
  `^(?:(?:${WEEKDAY},? )?${MONTH}\\.? \\d{1,2},? \\d{4}|(?:${WEEKDAY},? )?\\d{1,2} ${MONTH}\\.? \\d{4}|\\d{4}-\\d{2}-\\d{2})\\.?(?=\\n\\n|$)`,
);
/**
 * Reuters and agencies: "LONDON, March 2 - ", "WASHINGTON, March 2, Reuter - ", "PARIS, 2 March (AFP) — ",
 * and the misspellings and spacing of the 1987 wire ("MINN.,March 13 -", "Md., - March 4 -", "Narch 2 -").
 */
const PLACE_DATE = new RegExp(
  `^\\**(${PLACE})(?: ?[,.] ?| )(?:- )?(?:(?:${MONTH}\\.?|[A-Z][a-z]{2,6}) ?\\d[\\dO]{0,2}|\\d{1,2} ${MONTH}\\.?)(?:,? \\d{4})?(?:,? \\(?${AGENCY}\\)?)?,? ?${DASH}${AFTER_DASH}`,
  "i",
);
/** "LONDON (Reuters) - ", "GENEVA (AP) — ", "WOODBRIDGE, N.J. - " */
const PLACE_AGENCY = new RegExp(`^\\**(${PLACE}) \\(${AGENCY}\\) ?${DASH}${AFTER_DASH}`);
const UPPER_PLACE = new RegExp(
  `^\\**([A-Z]{3,}(?:[ /-][A-Z]{2,}){0,3}(?:, ?[A-Z][A-Za-z.]{1,12}){0,2}) ${DASH} (?=[A-Z"“])`,
);
/** Words that show a "place" is really the start of a sentence ("Officials said on March 2 - "). */
const NOT_A_PLACE =
  /(?:^|[\s,])(?:on|in|at|by|and|said|says|from|since|until|before|after|as|to|for|was|were|is|will)(?=$|[\s,])/i;

export type TDatelineResult = { text: string; dateline?: string };

/** Removes a dateline from the start of whitespace-normalised text (paragraphs joined by "\n\n"). */
export function stripDateline(text: string): TDatelineResult {
  const date = DATE_PARAGRAPH.exec(text);
  if (date) {
    const rest = text.slice(date[0].length).replace(/^\s+/, "");
    // An agency dateline may follow the date paragraph.
    const inner = stripAgencyDateline(rest);
    return { text: inner.text, dateline: inner.dateline ? `${date[0]} ${inner.dateline}` : date[0] };
  }
  return stripAgencyDateline(text);
}

function stripAgencyDateline(text: string): TDatelineResult {
  for (const pattern of [PLACE_DATE, PLACE_AGENCY, UPPER_PLACE]) {
    const match = pattern.exec(text);
    if (!match || match[0].length > 90) continue;
    if (NOT_A_PLACE.test(match[1] ?? "")) continue;
    const rest = text.slice(match[0].length).replace(/^\s+/, "");
    if (!rest) continue;
    return { text: rest, dateline: match[0].trim() };
  }
  return { text };
}

/** Agency sign-offs at the very end ("\n Reuter", "        REUTER", "(Reuters)"); run before whitespace cleanup. */
const SIGN_OFF = new RegExp(`(?:(?:\\n[ \\t]*|^| {2,}|(?<=[.!?"”]) )\\(?(?:${AGENCY})\\)?| REUTERS?)\\s*$`);

export function stripSignOff(text: string): string {
  // Only the tail can hold a sign-off; matching it alone keeps this O(1) in the text length.
  const cut = Math.max(0, text.length - 120);
  let tail = text.slice(cut).trimEnd();
  // A story sometimes carries two ("Reuter\nREUTER"); strip repeatedly.
  for (let i = 0; i < 3; i++) {
    const next = tail.replace(SIGN_OFF, "").trimEnd();
    if (next === tail) break;
    tail = next;
  }
  return text.slice(0, cut) + tail;
}

import "server-only";

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** English stopwords (function words plus reporting verbs). */
export const STOPWORDS = set(`
  a about above after again against all almost also although always am among an and another any are
  around as at be became because been before being below between both but by can could did do does
  doing done down during each either else enough etc even ever every few for from further get gets got
  had has have having he her here hers herself him himself his how however i if in into is it its itself
  just least less like made make many may me might more most much must my myself near neither no nor not
  now of off often on once one only or other others otherwise our ours ourselves out over own per perhaps
  quite rather really said same say says see seen several shall she should since so some still such than
  that the their theirs them themselves then there these they this those though through thus to too
  toward towards under until up upon us very via was we well were what whatever when where whether which
  while who whom whose why will with within without would yet you your yours yourself
  mr mrs ms dr st
`);

/** Words that end a noun phrase and never start or end one: units, dates, vague quantities. */
export const BREAKERS = set(`
  today yesterday tomorrow tonight
  mln bln billion million thousand hundred dlrs dlr cts ct pct percent % usd us$ lbs kg km
  year years month months week weeks day days hour hours minute minutes time times morning evening night afternoon
  vs shr shrs qtr qtly avg mths revs oper prev nil div note
  lot lots kind sort number part way thing things something anything nothing everything someone anyone
`);

/** Day and month names break phrases when capitalised ("protest march" is a phrase, "March 2" is not). */
export const DATE_NAMES = set(`
  monday tuesday wednesday thursday friday saturday sunday
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
`);

/** Adjectives that say nothing on their own; dropped from the front of a phrase. */
export const WEAK_MODIFIERS = set(`
  other many several such own same various certain further more most much few little last next previous
  recent first second third new old other additional different following particular possible total
  whole main major key large small big high low early late current final full
  some any each every all both
`);

/** Nouns too general to be a keyword by themselves (still allowed inside longer phrases). */
export const GENERIC_NOUNS = set(`
  people person man men woman women thing things way ways time times year years day days part parts
  number numbers lot group groups report reports statement statements official officials source sources
  company companies government percent pct dlrs mln cts shr shrs vs net share shares inc corp co ltd plc
  told reporters spokesman spokeswoman news media article interview image images photo
  week weeks month months today yesterday end case cases area areas side sides place places
  end use uses result results information issue issues question questions matter
`);

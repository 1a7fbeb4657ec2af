import "server-only";
import { DomainError } from "@/lib/server/errors";
import { parseQuery } from "@/lib/server/query-language";

// Turns a social-media search (Twitter/X syntax, which YouTube search shares in part) into a string of
// the query language (lib/server/query-language/QUERY-LANGUAGE.md), so the same interest can be searched in documents:
//
//   "exact phrase"        → "exact phrase"
//   #hashtag              → hashtag            (the word; hashtags are not entities)
//   -word / -"phrase"     → NOT word / NOT "phrase"
//   OR, ( )               → OR, ( )            (juxtaposition stays AND)
//   @user, from:, to:     → dropped            (documents have no social authors), listed in Ignored
//   lang:, since:, until:, filter:, -filter:, min_*:, url:, is:, has:  → dropped, listed in Ignored
//   other words           → words; a word the query language would read as a field (a:b) is quoted
//   and, or, not          → and, or, not       (only upper-case operators are operators in both)

const IGNORED_FIELDS =
  /^-?(from|to|lang|since|until|filter|min_retweets|min_faves|min_replies|url|is|has|list|near|within|place|conversation_id):/i;

/** A social search turned into the query language: the original, the query, and the operators dropped. */
export type TSocialQuery = { original: string; query: string; ignored: string[] };

export function socialToQuery(social: string): TSocialQuery {
  const tokens = social.match(/-?"[^"]*"?|[()]|[^\s()]+/g) ?? [];
  const out: string[] = [];
  const ignored: string[] = [];
  for (const token of tokens) {
    if (token === "(" || token === ")" || token === "OR" || token === "AND") {
      out.push(token);
      continue;
    }
    const negated = token.startsWith("-") && token.length > 1;
    const body = negated ? token.slice(1) : token;
    if (IGNORED_FIELDS.test(token) || /^@\w/.test(body)) {
      ignored.push(token);
      continue;
    }
    const term = toTerm(body);
    if (!term) {
      ignored.push(token);
      continue;
    }
    out.push(negated ? `NOT ${term}` : term);
  }
  const query = tidy(out);
  try {
    parseQuery(query);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid";
    throw new DomainError("INVALID_PARAMETER", `q: cannot be turned into a query (${reason})`);
  }
  return { original: social, query, ignored };
}

function toTerm(body: string): string | undefined {
  if (body.startsWith('"')) {
    const phrase = body.replace(/^"|"$/g, "").replace(/"/g, "").trim();
    return phrase ? `"${phrase}"` : undefined;
  }
  const word = body.replace(/^#+/, "").replace(/["[\]]/g, "");
  if (!/[\p{L}\p{N}]/u.test(word)) return undefined;
  if (word === "NOT") return "not";
  // `a:b` would be a field (or an error) in the query language: keep it as a phrase of its text.
  return /^[A-Za-z]+:/.test(word) ? `"${word.replace(/:/g, " ").trim()}"` : word;
}

/** Drops operators with nothing on one side (a leading OR, OR OR, OR before ")"), stray ")" and empty "( )". */
function tidy(parts: string[]): string {
  const result: string[] = [];
  let depth = 0;
  const push = (part: string) => {
    const last = result[result.length - 1];
    if (part === "OR" || part === "AND") {
      if (last === undefined || last === "(" || last === "OR" || last === "AND") return;
    } else if (part === ")") {
      if (depth === 0) return;
      while (["OR", "AND"].includes(result[result.length - 1]!)) result.pop();
      depth--;
      if (result[result.length - 1] === "(") {
        result.pop();
        return;
      }
    } else if (part === "(") depth++;
    result.push(part);
  };
  parts.forEach(push);
  while (depth > 0) push(")");
  while (["OR", "AND"].includes(result[result.length - 1]!)) result.pop();
  return result.join(" ");
}

import "server-only";
import { nameKey } from "@/lib/server/entities/entity-keys";
import { normalizeLanguageHint } from "@/lib/nlp/language-code";
import { ENTITY_TYPES, type TEntityType } from "@/lib/nlp/types";
import { documentTypeOf, entityTypeOf, QUERY_LIMITS, type TLeafNode, type TQuery, type TQueryNode } from "./ast";
import { parseItemRef, parseProjectRef } from "./parse-refs";
import { expectedAt, TQuerySyntaxError } from "./query-errors";
import { tokenizeQuery, type TToken } from "./tokenize-query";

/**
 * Parses a query of the query language (DECISIONS 21; grammar in QUERY-LANGUAGE.md):
 *
 *   query   := orExpr? END
 *   orExpr  := andExpr ("OR" andExpr)*
 *   andExpr := unary (["AND"] unary)*            juxtaposition is AND
 *   unary   := "NOT"* primary                   NOT binds tighter than AND, AND tighter than OR
 *   primary := "(" orExpr ")" | WORD+ SUFFIX | PHRASE SUFFIX? | WORD | FIELD
 *
 * Blank or absent text is the empty query (`null`), which matches everything.
 * Throws TQuerySyntaxError with the position of the first problem.
 */
export function parseQuery(text: string | null | undefined): TQuery {
  const source = text ?? "";
  if (source.length > QUERY_LIMITS.maxLength) {
    throw new TQuerySyntaxError(
      QUERY_LIMITS.maxLength,
      `a query of at most ${QUERY_LIMITS.maxLength} characters`,
      `the query is too long: ${source.length} characters, at most ${QUERY_LIMITS.maxLength} are allowed`,
      "QUERY_TOO_LONG",
    );
  }
  const nul = source.indexOf("\u0000");
  if (nul >= 0) throw expectedAt(nul, "text without NUL characters", "a NUL character"); // PostgreSQL text cannot hold it
  return new Parser(tokenizeQuery(source)).parse();
}

class Parser {
  private at = 0;
  private depth = 0;
  private terms = 0;

  constructor(private readonly tokens: TToken[]) {}

  parse(): TQuery {
    if (this.peek().kind === "end") return null;
    const query = this.parseOr("a term");
    const rest = this.peek();
    if (rest.kind !== "end") throw expectedAt(rest.pos, "an operator, a term or the end of the query", found(rest));
    return query;
  }

  /** The current token; a lexical error is thrown when the parser gets to it. */
  private peek(): TToken {
    const token = this.tokens[this.at]!;
    if (token.kind === "error") throw token.error;
    return token;
  }

  private parseOr(expected: string): TQueryNode {
    const children = [this.parseAnd(expected)];
    while (this.peek().kind === "OR") {
      this.at++;
      children.push(this.parseAnd("a term after OR"));
    }
    return combine("or", children);
  }

  private parseAnd(expected: string): TQueryNode {
    const children = [this.parseUnary(expected)];
    for (;;) {
      const token = this.peek();
      if (token.kind === "AND") {
        this.at++;
        children.push(this.parseUnary("a term after AND"));
      } else if (STARTS_OPERAND.has(token.kind)) {
        children.push(this.parseUnary("a term"));
      } else {
        return combine("and", children);
      }
    }
  }

  private parseUnary(expected: string): TQueryNode {
    let negations = 0;
    for (; this.peek().kind === "NOT"; negations++) this.at++;
    const operand = this.parsePrimary(negations ? "a term after NOT" : expected);
    // NOT NOT x is x: keeps the tree shallow however many NOTs are written.
    return negations % 2 ? { kind: "not", child: operand } : operand;
  }

  private parsePrimary(expected: string): TQueryNode {
    const token = this.peek();
    switch (token.kind) {
      case "(":
        return this.parseGroup(token.pos);
      case "word":
        return this.parseWords();
      case "phrase":
        this.at++;
        return this.suffixed([token]) ?? this.leaf({ kind: "phrase", text: token.text, position: token.pos });
      case "field":
        this.at++;
        return this.leaf(fieldNode(token));
      case "suffix":
        throw expectedAt(token.pos, `an entity name before [${token.type}]`);
      default:
        throw expectedAt(token.pos, expected, found(token));
    }
  }

  private parseGroup(open: number): TQueryNode {
    if (++this.depth > QUERY_LIMITS.maxNesting) {
      const limit = `at most ${QUERY_LIMITS.maxNesting} levels of nested parentheses`;
      throw new TQuerySyntaxError(open, limit, `too deeply nested at position ${open}: ${limit}`, "QUERY_TOO_COMPLEX");
    }
    this.at++;
    const inner = this.parseOr("a term after (");
    const close = this.peek();
    if (close.kind !== ")") {
      throw new TQuerySyntaxError(
        close.pos,
        "a closing parenthesis",
        `expected a closing parenthesis at position ${close.pos} (for the one opened at position ${open})`,
      );
    }
    this.at++;
    this.depth--;
    return inner;
  }

  /** A bare word, or — when a run of bare words ends in `[Type]` — the whole run as an entity name. */
  private parseWords(): TQueryNode {
    let end = this.at;
    while (this.tokens[end]?.kind === "word") end++;
    if (this.tokens[end]?.kind === "suffix") {
      const words = this.tokens.slice(this.at, end);
      this.at = end;
      return this.suffixed(words)!;
    }
    const word = this.tokens[this.at++] as TToken & { kind: "word" };
    return this.leaf({ kind: "term", text: word.text, position: word.pos });
  }

  /** `<name>[Type]` when the current token is a suffix: the name is `nameTokens`; else undefined. */
  private suffixed(nameTokens: TToken[]): TQueryNode | undefined {
    const suffix = this.tokens[this.at];
    if (suffix?.kind !== "suffix") return undefined;
    this.at++;
    const type = entityTypeOf(suffix.type);
    if (!type) {
      const valid = `an entity type (${ENTITY_TYPES.join(", ")})`;
      const message = suffix.type
        ? `unknown entity type "${suffix.type}" at position ${suffix.typePos}; valid types are ${ENTITY_TYPES.join(", ")}`
        : `expected ${valid} at position ${suffix.typePos}`;
      throw new TQuerySyntaxError(suffix.typePos, valid, message);
    }
    const name = nameTokens.map((t) => ("text" in t ? t.text : "")).join(" ");
    return this.leaf(entityNode(type, name, nameTokens[0]!.pos, nameTokens[0]!.pos));
  }

  private leaf(node: TLeafNode): TQueryNode {
    if (++this.terms > QUERY_LIMITS.maxTerms) {
      const limit = `at most ${QUERY_LIMITS.maxTerms} terms`;
      throw new TQuerySyntaxError(
        node.position,
        limit,
        `too many terms at position ${node.position}: ${limit}`,
        "QUERY_TOO_COMPLEX",
      );
    }
    return node;
  }
}

/** A story's ClusterId (DECISIONS 20): a UUID. */
const CLUSTER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STARTS_OPERAND = new Set<TToken["kind"]>(["word", "phrase", "field", "suffix", "(", "NOT"]);

function found(token: TToken): string | undefined {
  if (token.kind === "end") return undefined;
  if (token.kind === "AND" || token.kind === "OR" || token.kind === "NOT") return token.kind;
  if (token.kind === ")") return `")"`;
  return undefined;
}

function combine(kind: "and" | "or", children: TQueryNode[]): TQueryNode {
  if (children.length === 1) return children[0]!;
  return { kind, children: children.flatMap((c) => (c.kind === kind ? c.children : [c])) };
}

function entityNode(type: TEntityType, raw: string, position: number, namePos: number): TLeafNode {
  const name = raw.replace(/\s+/g, " ").trim();
  const key = nameKey(name);
  if (!key) throw expectedAt(namePos, `a ${type} name with letters or digits`);
  return { kind: "entity", type, name, key, position };
}

function fieldNode(token: TToken & { kind: "field" }): TLeafNode {
  const value = token.value.replace(/\s+/g, " ").trim();
  const position = token.pos;
  if (!value) throw expectedAt(token.valuePos, `a value after ${token.prefix}:`);
  switch (token.field) {
    case "entity":
      return entityNode(entityTypeOf(token.prefix)!, value, position, token.valuePos);
    case "doctype":
      return { kind: "docType", docType: documentTypeOf(value), position };
    case "language": {
      const language = normalizeLanguageHint(value);
      if (!language) throw expectedAt(token.valuePos, `a language code such as fr, de or pcm after ${token.prefix}:`);
      return { kind: "language", language, position };
    }
    case "itemref":
      return { kind: "itemRef", ref: parseItemRef(value, token.valuePos), position };
    case "story":
      if (!CLUSTER_ID.test(value))
        throw expectedAt(token.valuePos, `a story's ClusterId (a UUID) after ${token.prefix}:`);
      return { kind: "story", clusterId: value.toLowerCase(), position };
    case "doclist":
    case "mylist":
      return { kind: "project", list: token.field, ref: parseProjectRef(value, token.valuePos), position };
  }
}

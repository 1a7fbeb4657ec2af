import "server-only";
import type { TLeafNode, TQuery, TQueryNode } from "./ast";

/**
 * A readable rendering of a parsed query for /utility/queryBeautifier, e.g.
 * `person:"Nancy Pelosi" AND (Iran OR Iraq) NOT DocType:blog` →
 * `Nancy Pelosi (Person) and (Iran or Iraq), excluding documents of type blog`.
 * Rules: operators in lower case; an OR inside an AND (and an AND inside an OR) is parenthesised;
 * the negated parts of an AND come last as ", excluding a and b"; a NOT elsewhere reads "not a".
 */
export function beautifyQuery(query: TQuery): string {
  if (!query) return "all documents";
  if (query.kind === "not") return `excluding ${render(query.child, "not")}`;
  return render(query, "top");
}

type TContext = "top" | "and" | "or" | "not";

function render(node: TQueryNode, context: TContext): string {
  switch (node.kind) {
    case "and": {
      const kept = node.children.filter((c) => c.kind !== "not").map((c) => render(c, "and"));
      const excluded = node.children.flatMap((c) => (c.kind === "not" ? [render(c.child, "not")] : []));
      const text = [kept.join(" and "), excluded.length ? `excluding ${excluded.join(" and ")}` : ""]
        .filter(Boolean)
        .join(", ");
      return context === "top" ? text : `(${text})`;
    }
    case "or": {
      const text = node.children.map((c) => render(c, "or")).join(" or ");
      return context === "top" ? text : `(${text})`;
    }
    case "not":
      return `not ${render(node.child, "not")}`;
    default:
      return renderLeaf(node);
  }
}

function renderLeaf(leaf: TLeafNode): string {
  switch (leaf.kind) {
    case "term":
      return leaf.text;
    case "phrase":
      return `"${leaf.text}"`;
    case "entity":
      return `${leaf.name} (${leaf.type})`;
    case "docType":
      return `documents of type ${leaf.docType}`;
    case "language":
      return `documents in language ${leaf.language}`;
    case "itemRef":
      return `${leaf.ref.class} ${leaf.ref.text}`;
    case "story":
      return `documents of story ${leaf.clusterId}`;
    case "project": {
      const project = "description" in leaf.ref ? `"${leaf.ref.description}"` : leaf.ref.text;
      return leaf.list === "doclist"
        ? `documents of the Scrapbook ${project}`
        : `documents mentioning an entity of the EntityList ${project}`;
    }
  }
}

import "server-only";
import type { TLeafNode, TQueryNode } from "./ast";

type TTextNode = Extract<TQueryNode, { kind: "term" | "phrase" }>;

/** Words and phrases combined by AND/OR only: such a subtree compiles to a single tsquery. */
export function isText(node: TQueryNode): boolean {
  if (node.kind === "term" || node.kind === "phrase") return true;
  return (node.kind === "and" || node.kind === "or") && node.children.every(isText);
}

/** The leaves in query order; with `positiveOnly`, those under a NOT are left out. */
export function leavesOf(node: TQueryNode, positiveOnly: boolean): TLeafNode[] {
  switch (node.kind) {
    case "and":
    case "or":
      return node.children.flatMap((child) => leavesOf(child, positiveOnly));
    case "not":
      return positiveOnly ? [] : leavesOf(node.child, positiveOnly);
    default:
      return [node];
  }
}

/**
 * Folds the words and phrases that are not negated, keeping the AND/OR structure and dropping every
 * other part (`(Iran OR person:X) deal` gives `Iran AND deal`). Undefined when there are none.
 */
export function positiveText<T>(
  node: TQueryNode,
  leaf: (node: TTextNode) => T,
  join: (op: "and" | "or", parts: T[]) => T,
): T | undefined {
  switch (node.kind) {
    case "term":
    case "phrase":
      return leaf(node);
    case "and":
    case "or": {
      const parts = node.children.flatMap((child) => {
        const part = positiveText(child, leaf, join);
        return part === undefined ? [] : [part];
      });
      return parts.length > 1 ? join(node.kind, parts) : parts[0];
    }
    default:
      return undefined;
  }
}

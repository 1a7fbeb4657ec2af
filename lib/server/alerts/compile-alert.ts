import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { projectResolverFor } from "@/lib/server/projects/query-projects";
import { compileQuery, entitiesLookedUpInStatement, parseQuery, type TLeafNode } from "@/lib/server/query-language";
import { leavesOf } from "@/lib/server/query-language/walk-query";

/** An alert's query compiled once: the condition on `documents d`, and one condition per reason to show. */
export type TCompiledAlert = {
  where: Prisma.Sql;
  reasons: { label: string; kind: "Terms" | "Entities"; where: Prisma.Sql }[];
};

const cache = new Map<number, { stamp: number; query: string; compiled: TCompiledAlert }>();

function labelOf(leaf: TLeafNode): { label: string; kind: "Terms" | "Entities" } | undefined {
  if (leaf.kind === "term") return { label: leaf.text, kind: "Terms" };
  if (leaf.kind === "phrase") return { label: `"${leaf.text}"`, kind: "Terms" };
  if (leaf.kind === "entity") return { label: `${leaf.name}[${leaf.type}]`, kind: "Entities" };
  return undefined;
}

/**
 * Compiles an alert's query as its owner (doclist:/mylist: resolve with the owner's access), cached per
 * alert until the alert changes. The reasons are the query's positive words, phrases and entities,
 * each compiled alone, so the matcher can say which of them a document has.
 */
export async function compileAlert(alert: {
  id: number;
  owner_id: number;
  owner_admin: boolean;
  query: string;
  updated_at: Date;
}): Promise<TCompiledAlert> {
  const hit = cache.get(alert.id);
  if (hit && hit.stamp === alert.updated_at.getTime() && hit.query === alert.query) return hit.compiled;
  // Compiled once for the alert's life: entity names are looked up each time it runs, so an entity first
  // recognised after the alert was saved still matches.
  const options = {
    resolveProject: projectResolverFor({ userId: alert.owner_id, isAdmin: alert.owner_admin }),
    resolveEntities: entitiesLookedUpInStatement,
  };
  const parsed = parseQuery(alert.query);
  const { where } = await compileQuery(parsed, options);
  const reasons: TCompiledAlert["reasons"] = [];
  const seen = new Set<string>();
  for (const leaf of parsed ? leavesOf(parsed, true) : []) {
    const label = labelOf(leaf);
    if (!label || seen.has(label.label) || reasons.length >= 20) continue;
    seen.add(label.label);
    reasons.push({ ...label, where: (await compileQuery(leaf, options)).where });
  }
  const compiled = { where, reasons };
  cache.set(alert.id, { stamp: alert.updated_at.getTime(), query: alert.query, compiled });
  return compiled;
}

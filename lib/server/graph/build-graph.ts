import "server-only";
import { DomainError } from "@/lib/server/errors";
import { backgroundFrequencies } from "@/lib/server/related/background-frequencies";
import type { TForegroundInput } from "@/lib/server/related/foreground";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TCounting } from "@/lib/server/related/count-foreground";
import { mentionIndex } from "@/lib/server/related/mention-index";
import { scoreEntities, scoredEntities, type TScoredEntity } from "@/lib/server/related/score-entities";
import { limitPerType, type TScored } from "@/lib/server/related/significance";
import { countNodePairsInSql } from "./data/node-pairs";
import { weightConnections, type TConnection, type TPairCount, type TWeightAlgorithm } from "./weight-connections";

/** Entity types a graph can show (the spec's list, and every place type of DECISIONS 23). */
export const GRAPH_TYPES = [
  "Person",
  "Company",
  "Organization",
  "Keyphrase",
  "Country",
  "City",
  "Region",
  "Site",
] as const;
export type TGraphType = (typeof GRAPH_TYPES)[number];
export const MAX_NODES = 200;
/** How many of its most related entities an expanded entity brings. */
export const EXPAND_COUNT = 5;
/** Each expansion is a search of its own: at most this many per request. */
export const MAX_EXPAND = 20;

export type TGraphInput = TForegroundInput & {
  types?: TGraphType[];
  entityTypeLimits?: number[];
  noNodes: number;
  /** Entities of the graph the caller already shows: kept. */
  graphEntities: bigint[];
  /** Entities that must be nodes. */
  includeEntities: bigint[];
  /** Entities that must be nodes, each with its EXPAND_COUNT most related entities. */
  expandEntities: bigint[];
  weightAlgorithm: TWeightAlgorithm;
  normalize: boolean;
  /** Counting in the in-memory mention index (default) or in SQL: the same graph. */
  counting?: TCounting;
};

/** A graph: its nodes (entities with their relevance) and the connections between them. */
export type TGraph = { nodes: TScoredEntity[]; connections: TConnection[] };

/**
 * A relationship graph of the query's documents (lib/server/graph/README.md). Nodes: graphEntities,
 * includeEntities, expandEntities and their expansions, then the entities most significantly
 * associated with the documents (the query's own entities included) until noNodes, per-type capped
 * by entityTypeLimits. Connections: pairs of nodes mentioned together in the query's documents,
 * weighted by `weightAlgorithm`, `from` < `to` numerically, strongest first.
 */
export async function buildGraph(input: TGraphInput): Promise<TGraph> {
  if (input.expandEntities.length > MAX_EXPAND) {
    throw new DomainError("INVALID_PARAMETER", `parameter expandEntities lists more than ${MAX_EXPAND} entities`);
  }
  const types = input.types?.length ? input.types : GRAPH_TYPES;
  // All types are scored so that required nodes of other types carry their scores too.
  const { ranked, foreground, documents } = await scoreEntities({
    ...input,
    types: undefined,
    excludeQueryEntities: false,
    withDocumentIds: true,
  });
  const nodes: string[] = [];
  const add = (id: string) => {
    if (!nodes.includes(id)) nodes.push(id);
  };
  for (const id of [...input.graphEntities, ...input.includeEntities, ...input.expandEntities]) add(String(id));
  for (const id of input.expandEntities) for (const related of await expansionOf(input, id, types)) add(related);
  for (const s of limitPerType(ranked, [...types], input.entityTypeLimits)) {
    if (nodes.length >= input.noNodes) break;
    add(s.id);
  }
  const scores = new Map(ranked.map((s) => [s.id, s]));
  const background = await backgroundFrequencies("entities");
  // A node outside the query's documents scores 0 in 0 documents.
  const unscored = (id: string): TScored => ({ id, type: "", a: 0, b: background.df.get(id) ?? 0, score: 0 });
  const [entities, counts] = await Promise.all([
    scoredEntities(nodes.map((id) => scores.get(id) ?? unscored(id))),
    pairCounts(nodes, documents!, input.counting),
  ]);
  return {
    nodes: entities,
    connections: weightConnections(counts, foreground, input.weightAlgorithm, input.normalize),
  };
}

/** The entities most significantly associated with the query's documents that mention `id`. */
async function expansionOf(input: TGraphInput, id: bigint, types: readonly string[]): Promise<string[]> {
  const q = input.q?.trim() ? `(${input.q}) AND itemref:11_${id}` : `itemref:11_${id}`;
  const { ranked } = await scoreEntities({ ...input, q, types, excludeQueryEntities: true });
  return ranked
    .filter((s) => s.score > 0)
    .slice(0, EXPAND_COUNT)
    .map((s) => s.id);
}

/**
 * Documents shared by each pair of nodes (and, i = j, of each node) among the query's documents: in
 * the in-memory mention index when the documents were listed (lib/server/related/mention-index.ts), else in
 * SQL, where the nodes' mentions are found by entity (few entities, many documents), then kept when
 * in the foreground.
 */
async function pairCounts(
  nodes: string[],
  documents: { ids: Prisma.Sql; list?: number[] },
  counting: TCounting = "index",
): Promise<TPairCount[]> {
  if (nodes.length < 2) return [];
  const index = counting === "index" && documents.list && (await mentionIndex(documents.list));
  if (index) return index.pairCounts(nodes, documents.list!);
  return countNodePairsInSql(nodes, documents.ids);
}

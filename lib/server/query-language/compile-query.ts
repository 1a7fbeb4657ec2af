import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentProjectResolver } from "@/lib/server/projects/query-projects";
import type { TLeafNode, TQuery, TQueryNode } from "./ast";
import { findEntityIdsByKey } from "./data/entity-ids";
import type { TIds, TProjectSet, TResolveProject } from "./project-set";
import { TQueryNotAvailableError } from "./query-errors";
import { orderConfigs, searchConfigs } from "./search-configs";
import { isText, leavesOf, positiveText } from "./walk-query";

export type { TProjectSet, TResolveProject };
export type TCompileOptions = {
  resolveProject?: TResolveProject;
  /** Text-search configurations to parse words in; by default those of the corpus (searchConfigs). */
  textConfigs?: readonly string[];
  /**
   * The entities each (type, name key) names: by default their ids, looked up now (findEntityIdsByKey); a query
   * compiled once and run for long (an alert) takes `entitiesLookedUpInStatement`, so entities created later count.
   */
  resolveEntities?: TResolveEntities;
};
export type TResolveEntities = (pairs: readonly { type: string; key: string }[]) => Promise<TIds[]>;

/** Entity names looked up by the statement itself, each time it runs (by name or any alias, of that type). */
export const entitiesLookedUpInStatement: TResolveEntities = async (pairs) =>
  pairs.map(
    ({ type, key }) =>
      Prisma.sql`SELECT a.entity_id FROM entity_aliases a JOIN entities e ON e.id = a.entity_id WHERE a.alias_key = ${key} AND e.type = ${type}`,
  );

export type TCompiledQuery = {
  /** Boolean condition on the documents table aliased `d`. */
  where: Prisma.Sql;
  /** Relevance 0..1: the mean of the full-text rank and the salience of each entity part. */
  rank: Prisma.Sql;
  /** The positive text parts in to_tsquery syntax, for `ts_headline(d.ts_config, …, to_tsquery(d.ts_config, $))`. */
  textQuery?: string;
};

/**
 * Compiles a parsed query to SQL on `documents d`. Text uses the GIN index on `d.search` (constant
 * configurations only): each group of words is matched stemmed in english, exactly (simple), and
 * stemmed in every other configuration documents are indexed with (french, german, …), so it finds
 * documents of every language. User text only ever travels as bound values.
 */
export async function compileQuery(query: TQuery, options: TCompileOptions = {}): Promise<TCompiledQuery> {
  if (!query) return { where: Prisma.sql`TRUE`, rank: Prisma.sql`1` };
  const projects = await resolveProjects(query, options.resolveProject ?? currentProjectResolver());
  const hasText = leavesOf(query, false).some((leaf) => leaf.kind === "term" || leaf.kind === "phrase");
  const configs = hasText ? orderConfigs(options.textConfigs ?? (await searchConfigs())) : [];
  const entities = await resolveEntities(query, options.resolveEntities ?? findEntityIdsByKey);
  const scope: TScope = { projects, configs, entities };
  const textQuery = positiveText(query, tsQueryText, (op, parts) => `(${parts.join(op === "and" ? " & " : " | ")})`);
  return { where: whereOf(query, scope), rank: rankOf(query, scope), ...(textQuery ? { textQuery } : {}) };
}

type TProjects = Map<TLeafNode, TProjectSet>;
type TEntities = Map<TLeafNode, TIds>;
type TScope = { projects: TProjects; configs: string[]; entities: TEntities };

async function resolveProjects(query: TQueryNode, resolve: TResolveProject | undefined): Promise<TProjects> {
  const resolved: TProjects = new Map();
  for (const leaf of leavesOf(query, false)) {
    if (leaf.kind !== "project") continue;
    if (!resolve) {
      const what =
        leaf.list === "doclist" ? "the documents of a Scrapbook" : "documents mentioning an EntityList's entities";
      throw new TQueryNotAvailableError(leaf.position, `${leaf.list}: (${what}) is not available yet`);
    }
    resolved.set(leaf, await resolve(leaf.list, leaf.ref));
  }
  return resolved;
}

/**
 * Entity names are looked up once, before the SQL is built: the statement then names the entity ids as constants,
 * and the planner sees from its statistics how often they are mentioned. For a much-mentioned entity it walks
 * the publication-date index and checks each document's mentions, so a page costs the same on a million
 * documents as on a hundred thousand (with a subquery it must guess, and joins every mention first).
 */
async function resolveEntities(query: TQueryNode, resolve: TResolveEntities): Promise<TEntities> {
  const leaves = leavesOf(query, false).filter((leaf) => leaf.kind === "entity");
  const ids = await resolve(leaves.map((leaf) => ({ type: leaf.type, key: leaf.key })));
  return new Map(leaves.map((leaf, i) => [leaf, ids[i] ?? []]));
}

function whereOf(node: TQueryNode, scope: TScope): Prisma.Sql {
  const { projects } = scope;
  if (isText(node)) return Prisma.sql`d.search @@ ${tsQuery(node, scope.configs)}`;
  switch (node.kind) {
    case "and":
    case "or": {
      // Text children become one tsquery: one index lookup, and `a OR b` stays a single condition. Beside
      // text, `NOT <text>` joins it too (`a & !b`): the index then leaves out the excluded documents itself,
      // where a separate NOT must read the text of every match.
      const text = node.children.filter(isText);
      const folds = node.kind === "and" && text.length > 0;
      const excluded = folds ? node.children.filter(isNegatedText) : [];
      const parts = node.children
        .filter((c) => !isText(c) && !(folds && isNegatedText(c)))
        .map((c) => whereOf(c, scope));
      if (text.length) {
        const positive = tsQuery(text.length === 1 ? text[0]! : { kind: node.kind, children: text }, scope.configs);
        const negatives = excluded.map((c) => Prisma.sql` && !!${tsQuery(c.child, scope.configs)}`);
        parts.unshift(
          Prisma.sql`d.search @@ ${negatives.length ? Prisma.sql`(${positive}${Prisma.join(negatives, "")})` : positive}`,
        );
      }
      return Prisma.sql`(${Prisma.join(parts, node.kind === "and" ? " AND " : " OR ")})`;
    }
    case "not":
      return Prisma.sql`NOT (${whereOf(node.child, scope)})`;
    case "docType":
      return Prisma.sql`d.type = ${node.docType}`;
    case "language":
      return Prisma.sql`d.language = ${node.language}`;
    case "story":
      // Its own ClusterId, or one a re-clustering pass merged into it (DECISIONS 20: ClusterIds stay valid).
      return Prisma.sql`d.story_id IN (SELECT s.id FROM stories s WHERE s.cluster_id = ${node.clusterId}
        UNION ALL SELECT sm.into_story_id FROM story_merges sm WHERE sm.cluster_id = ${node.clusterId})`;
    case "itemRef":
      if (node.ref.class === "document") return Prisma.sql`d.id = ${node.ref.id}`;
      if (node.ref.class === "topic") {
        return Prisma.sql`EXISTS (SELECT 1 FROM document_topics t WHERE t.document_id = d.id AND t.topic_id = ${node.ref.id})`;
      }
      return mentioned(Prisma.sql`m.entity_id = ${node.ref.id}`);
    case "entity":
    case "project": {
      const set = node.kind === "project" ? projects.get(node)! : undefined;
      if (set && "documentIds" in set) return Prisma.sql`d.id ${inIds(set.documentIds)}`;
      return mentioned(entityFilter(node, scope)!);
    }
    default:
      throw new Error(`unreachable: ${node.kind}`);
  }
}

type TNotNode = Extract<TQueryNode, { kind: "not" }>;
const isNegatedText = (node: TQueryNode): node is TNotNode => node.kind === "not" && isText(node.child);

/** The document mentions an entity that `filter` (on `m.entity_id`) accepts. */
const mentioned = (filter: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM mentions m WHERE m.document_id = d.id AND ${filter})`;

/** The condition on `m.entity_id` of a leaf that names entities; undefined for other leaves. */
function entityFilter(leaf: TLeafNode, { projects, entities }: TScope): Prisma.Sql | undefined {
  // By name or any alias, of that type: the ids looked up beforehand (resolveEntities).
  if (leaf.kind === "entity") return Prisma.sql`m.entity_id ${inIds(entities.get(leaf) ?? [])}`;
  if (leaf.kind === "itemRef" && leaf.ref.class === "entity") return Prisma.sql`m.entity_id = ${leaf.ref.id}`;
  const set = leaf.kind === "project" ? projects.get(leaf) : undefined;
  if (set && "entityIds" in set) return Prisma.sql`m.entity_id ${inIds(set.entityIds)}`;
  return undefined;
}

function inIds(ids: TIds): Prisma.Sql {
  if (ids instanceof Prisma.Sql) return Prisma.sql`IN (${ids})`;
  return Prisma.sql`= ANY(${ids.map((id) => BigInt(id))}::bigint[])`;
}

function rankOf(query: TQueryNode, scope: TScope): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  const positive = positiveText<TQueryNode>(
    query,
    (leaf) => leaf,
    (op, children) => ({ kind: op, children }),
  );
  const text = positive && ownConfigTsQuery(positive, scope.configs);
  // Normalisation 32 maps the cover-density rank r to r / (r + 1): 0..1.
  if (text) parts.push(Prisma.sql`ts_rank_cd(d.search, ${text}, 32)`);
  for (const leaf of leavesOf(query, true)) {
    const filter = entityFilter(leaf, scope);
    if (filter) {
      parts.push(
        Prisma.sql`COALESCE((SELECT max(m.salience) FROM mentions m WHERE m.document_id = d.id AND ${filter}), 0)`,
      );
    }
  }
  if (parts.length === 0) return Prisma.sql`1`; // only filters (DocType, itemref of a document): all equally relevant
  if (parts.length === 1) return parts[0]!;
  // The divisor is a count of query parts, never user text.
  return Prisma.sql`((${Prisma.join(parts, " + ")}) / ${Prisma.raw(String(parts.length))})`;
}

/**
 * The tsquery of a text-only subtree (see isText): the whole subtree stemmed (english) OR the whole
 * subtree exact (simple) OR the whole subtree in each other configuration of the corpus. Combining per
 * configuration, not per word, keeps stop words harmless: in `the Iran` english drops "the" while
 * simple keeps it (documents indexed with simple contain it). The configurations are constants in the
 * SQL (checked names, see orderConfigs) so that the planner sees the tsquery and uses the GIN index.
 */
function tsQuery(node: TQueryNode, configs: readonly string[]): Prisma.Sql {
  return Prisma.sql`(${Prisma.join(
    configs.map((config) => configTsQuery(node, Prisma.raw(`'${config}'`))),
    " || ",
  )})`;
}

/**
 * For ranking, the tsquery of a document's own configuration (its search vector holds that configuration's
 * lexemes only, so the other configurations' parts find nothing in it): the same rank as the tsquery of all
 * configurations, at half the cost with two (checked equal on the 10,000 most recent matches of "oil" and of
 * "interest rates" in a million Reuters documents). The whole tsquery for a configuration not listed.
 */
function ownConfigTsQuery(node: TQueryNode, configs: readonly string[]): Prisma.Sql {
  if (configs.length < 2) return tsQuery(node, configs);
  const cases = configs.map(
    (config) =>
      Prisma.sql`WHEN ${Prisma.raw(`'${config}'`)}::regconfig THEN ${configTsQuery(node, Prisma.raw(`'${config}'`))}`,
  );
  return Prisma.sql`(CASE d.ts_config ${Prisma.join(cases, " ")} ELSE ${tsQuery(node, configs)} END)`;
}

/**
 * A hyphen between letters: `Notre-Dame` matches "Notre Dame" and "Notre-Dame" alike. Not before a digit:
 * PostgreSQL's parser reads `COVID-19` as "covid" and the signed number "-19", so it stays as written.
 */
const HYPHENS = /(?<=\p{L})[-\u2010\u2011](?=\p{L})/gu;
const HYPHENATED = /\p{L}[-\u2010\u2011]\p{L}/u;

function configTsQuery(node: TQueryNode, config: Prisma.Sql): Prisma.Sql {
  switch (node.kind) {
    case "term":
      // A hyphenated word (`Notre-Dame`, `e-mail`) is its parts in order: texts write it both ways.
      if (HYPHENATED.test(node.text)) return configTsQuery({ ...node, kind: "phrase" }, config);
      return Prisma.sql`plainto_tsquery(${config}, ${node.text})`;
    case "phrase":
      return Prisma.sql`phraseto_tsquery(${config}, ${node.text.replace(HYPHENS, " ")})`;
    case "and":
    case "or": {
      const parts = node.children.map((child) => configTsQuery(child, config));
      return Prisma.sql`(${Prisma.join(parts, node.kind === "and" ? " && " : " || ")})`;
    }
    default:
      throw new Error(`not a text node: ${node.kind}`);
  }
}

/** A word or phrase as a quoted to_tsquery operand: the configuration given to to_tsquery stems it. */
function tsQueryText(node: { text: string }): string {
  const text = node.text;
  return `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { findHiddenProviderKeys } from "@/lib/server/providers/data/provider-access";
import {
  providerNotHiddenSql,
  providerVisibleSql,
  providerVisibleText,
} from "@/lib/server/providers/provider-visibility";
import { findSameDepartmentUserIds } from "./data/user-groups";

// A user's group is their department: users of one department see each other's Article Comments
// (spec: comments are visible to users of the commenter's group). A user without a department is a
// group of one. Company membership alone does not make a group: companies can be large and mixed.

/** The ids of the users in the caller's group, the caller included (sorted). */
export function sameGroupUserIds(userId: number): Promise<number[]> {
  return findSameDepartmentUserIds(userId);
}

/**
 * The SQL condition "the caller may see this document as far as comments go": it is not an Article
 * Comment, or its author is the caller or in the caller's department. `alias` names the documents row.
 * It also holds the provider rule (lib/server/providers/provider-visibility.ts): every search service applies
 * this one condition, so a restricted provider's documents are hidden wherever comments are.
 */
export function commentVisibleSql(callerId: number, alias = "d"): Prisma.Sql {
  const d = Prisma.raw(alias);
  return Prisma.sql`((${d}.type <> 'Article Comment' OR ${d}.contributing_user_id = ${callerId} OR EXISTS (
    SELECT 1 FROM users author JOIN users viewer ON viewer.department_id = author.department_id
     WHERE author.id = ${d}.contributing_user_id AND viewer.id = ${callerId})) AND ${providerVisibleSql(callerId, alias)})`;
}

/**
 * The same condition as commentVisibleSql, with the caller's group and the providers hidden from the caller looked
 * up first and written into it as lists: no subquery per row, so the planner costs each row's check at what it
 * is. With the subqueries it costs a walk of the publication-date index at twenty times its price and sorts all
 * of a broad search's matches instead (a phrase in a million documents: 500 ms instead of 2 ms). For searches
 * that run one statement per request; a statement run many times over keeps commentVisibleSql.
 */
export async function resolvedCommentVisibleSql(callerId: number, alias = "d"): Promise<Prisma.Sql> {
  const d = Prisma.raw(alias);
  const [group, hidden] = await Promise.all([sameGroupUserIds(callerId), findHiddenProviderKeys(callerId)]);
  const comments = Prisma.sql`(${d}.type <> 'Article Comment' OR ${d}.contributing_user_id = ANY(${group}::int[]))`;
  const providers = providerNotHiddenSql(hidden, alias);
  return providers ? Prisma.sql`(${comments} AND ${providers})` : comments;
}

/** The same condition for plain pg queries, with the caller's id at the given placeholder (e.g. "$3"). */
export function commentVisibleText(callerPlaceholder: string, alias = "d"): string {
  return `((${alias}.type <> 'Article Comment' OR ${alias}.contributing_user_id = ${callerPlaceholder} OR EXISTS (
    SELECT 1 FROM users author JOIN users viewer ON viewer.department_id = author.department_id
     WHERE author.id = ${alias}.contributing_user_id AND viewer.id = ${callerPlaceholder})) AND ${providerVisibleText(callerPlaceholder, alias)})`;
}

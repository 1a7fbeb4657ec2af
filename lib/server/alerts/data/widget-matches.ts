import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { unnestColumns } from "@/lib/server/db/unnest-columns";
import type { TRow, TRowAs } from "@/lib/server/db/table-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { commentVisibleSql } from "@/lib/server/users/user-groups";

/** A MyPage widget with a query: its id, tab, the tab owner, and the query with the tab's Filter. */
export type TWidgetToMatch = TRow<"widgets", "id" | "tab_id"> &
  TRow<"projects", "owner_id"> & { owner_admin: boolean; q: string };

/** Every widget with a query (Settings.Query, else its Query field), the tab's Filter joined with AND. */
export async function findWidgetsWithQueries(q: TQueryable): Promise<TWidgetToMatch[]> {
  const { rows } = await q.query<TWidgetToMatch>(
    `SELECT w.id::text, w.tab_id::text, p.owner_id, u.role = 'admin' AS owner_admin,
            concat_ws(' AND ', '(' || nullif(btrim(coalesce(nullif(w.settings->>'Query', ''), w.query, '')), '') || ')',
                               '(' || nullif(btrim(p.filter), '') || ')') AS q
       FROM widgets w JOIN projects p ON p.id = w.tab_id JOIN users u ON u.id = p.owner_id
      WHERE btrim(coalesce(nullif(w.settings->>'Query', ''), w.query, '')) <> ''`,
  );
  return rows;
}

/** A widget's compiled query over `d`, evaluated as the tab's owner. */
export type TWidgetCondition = { id: string; tabId: string; ownerId: number; where: Prisma.Sql };

/**
 * The widgets that match at least one of these documents (as their tab's owner may see them), in one
 * statement over the documents read once (MATERIALIZED).
 */
export async function findWidgetsMatchingDocuments(
  q: TQueryable,
  widgets: TWidgetCondition[],
  documentIds: string[],
): Promise<TRow<"widgets", "id" | "tab_id">[]> {
  const parts = widgets.map(
    (widget) => Prisma.sql`SELECT ${widget.id}::text AS id, ${widget.tabId}::text AS tab_id
        WHERE EXISTS (SELECT 1 FROM d WHERE ${widget.where} AND ${commentVisibleSql(widget.ownerId)})`,
  );
  const statement = Prisma.sql`WITH d AS MATERIALIZED (SELECT * FROM documents WHERE id = ANY(${documentIds}::bigint[]))
      ${Prisma.join(parts, " UNION ALL ")}`;
  return (await q.query<TRow<"widgets", "id" | "tab_id">>(statement.text, statement.values)).rows;
}

type TWidgetViewer = TRow<"mypage_tab_order", "user_id"> & TRowAs<"widgets", { widget_id: "id"; tab_id: "tab_id" }>;

/** Who has each widget's tab on their MyPage: the tab's owner and every user with it in their tab order. */
export async function findWidgetViewers(
  q: TQueryable,
  widgets: TRow<"widgets", "id" | "tab_id">[],
): Promise<TWidgetViewer[]> {
  const { rows } = await q.query<TWidgetViewer>(
    `SELECT DISTINCT v.user_id, x.widget_id, x.tab_id::text FROM unnest($1::uuid[], $2::bigint[]) AS x(widget_id, tab_id)
       JOIN LATERAL (SELECT owner_id AS user_id FROM projects WHERE id = x.tab_id
                     UNION SELECT user_id FROM mypage_tab_order WHERE project_id = x.tab_id) v ON TRUE`,
    unnestColumns(widgets, ["id", "tab_id"]),
  );
  return rows;
}

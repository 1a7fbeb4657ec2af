import "server-only";
import type pg from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { projectResolverFor } from "@/lib/projects/query-projects";
import { compileQuery, parseQuery } from "@/lib/query";
import { commentVisibleSql } from "@/lib/users/user-groups";
import { recordUserEvents } from "./user-events";

const WIDGETS_PER_STATEMENT = 50;
const cache = new Map<string, { key: string; where: Prisma.Sql }>();

type TWidgetToMatch = { id: string; tab_id: string; owner_id: number; owner_admin: boolean; q: string };

/**
 * MyPage widgets with a query whose data a new batch changes: each widget's query (with its tab's
 * Filter, as the widget shows it) is evaluated over the batch's ids as the tab's owner; a widget that
 * gains a document becomes a `widget` event for the owner and every user who has the tab on their MyPage.
 * The event names the widget only: each client reloads it with its own rights.
 */
export async function matchWidgets(client: pg.PoolClient, ids: string[]): Promise<number> {
  const { rows: widgets } = await client.query<TWidgetToMatch>(
    `SELECT w.id::text, w.tab_id::text, p.owner_id, u.role = 'admin' AS owner_admin,
            concat_ws(' AND ', '(' || nullif(btrim(coalesce(nullif(w.settings->>'Query', ''), w.query, '')), '') || ')',
                               '(' || nullif(btrim(p.filter), '') || ')') AS q
       FROM widgets w JOIN projects p ON p.id = w.tab_id JOIN users u ON u.id = p.owner_id
      WHERE btrim(coalesce(nullif(w.settings->>'Query', ''), w.query, '')) <> ''`,
  );
  const changed: { id: string; tab_id: string }[] = [];
  for (let i = 0; i < widgets.length; i += WIDGETS_PER_STATEMENT) {
    const parts: Prisma.Sql[] = [];
    for (const widget of widgets.slice(i, i + WIDGETS_PER_STATEMENT)) {
      const where = await compiled(widget);
      if (!where) continue;
      parts.push(Prisma.sql`SELECT ${widget.id}::text AS id, ${widget.tab_id}::text AS tab_id
        WHERE EXISTS (SELECT 1 FROM d WHERE ${where} AND ${commentVisibleSql(widget.owner_id)})`);
    }
    if (parts.length === 0) continue;
    const statement = Prisma.sql`WITH d AS MATERIALIZED (SELECT * FROM documents WHERE id = ANY(${ids}::bigint[]))
      ${Prisma.join(parts, " UNION ALL ")}`;
    changed.push(...(await client.query<{ id: string; tab_id: string }>(statement.text, statement.values)).rows);
  }
  if (changed.length === 0) return 0;
  const { rows: viewers } = await client.query<{ user_id: number; widget_id: string; tab_id: string }>(
    `SELECT DISTINCT v.user_id, x.widget_id, x.tab_id::text FROM unnest($1::uuid[], $2::bigint[]) AS x(widget_id, tab_id)
       JOIN LATERAL (SELECT owner_id AS user_id FROM projects WHERE id = x.tab_id
                     UNION SELECT user_id FROM mypage_tab_order WHERE project_id = x.tab_id) v ON TRUE`,
    [changed.map((c) => c.id), changed.map((c) => c.tab_id)],
  );
  await recordUserEvents(
    client,
    viewers.map((v) => ({ userId: v.user_id, kind: "widget" as const, payload: { WidgetId: v.widget_id } })),
  );
  return changed.length;
}

async function compiled(widget: TWidgetToMatch): Promise<Prisma.Sql | undefined> {
  const key = `${widget.owner_id}|${widget.q}`;
  const hit = cache.get(widget.id);
  if (hit?.key === key) return hit.where;
  try {
    const resolveProject = projectResolverFor({ userId: widget.owner_id, isAdmin: widget.owner_admin });
    const { where } = await compileQuery(parseQuery(widget.q), { resolveProject });
    cache.set(widget.id, { key, where });
    return where;
  } catch (error) {
    log().debug({ err: error, widgetId: widget.id }, "widget query cannot be evaluated");
    return undefined;
  }
}

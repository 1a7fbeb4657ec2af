import "server-only";
import type pg from "pg";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/server/log";
import { projectResolverFor } from "@/lib/server/projects/query-projects";
import { compileQuery, entitiesLookedUpInStatement, parseQuery } from "@/lib/server/query-language";
import {
  findWidgetsMatchingDocuments,
  findWidgetsWithQueries,
  findWidgetViewers,
  type TWidgetCondition,
  type TWidgetToMatch,
} from "./data/widget-matches";
import { recordUserEvents } from "./user-events";

const WIDGETS_PER_STATEMENT = 50;
const cache = new Map<string, { key: string; where: Prisma.Sql }>();

/**
 * MyPage widgets with a query whose data a new batch changes: each widget's query (with its tab's
 * Filter, as the widget shows it) is evaluated over the batch's ids as the tab's owner; a widget that
 * gains a document becomes a `widget` event for the owner and every user who has the tab on their MyPage.
 * The event names the widget only: each client reloads it with its own rights.
 */
export async function matchWidgets(client: pg.PoolClient, ids: string[]): Promise<number> {
  const widgets = await findWidgetsWithQueries(client);
  const changed: { id: string; tab_id: string }[] = [];
  for (let i = 0; i < widgets.length; i += WIDGETS_PER_STATEMENT) {
    const conditions: TWidgetCondition[] = [];
    for (const widget of widgets.slice(i, i + WIDGETS_PER_STATEMENT)) {
      const where = await compiled(widget);
      if (!where) continue;
      conditions.push({ id: widget.id, tabId: widget.tab_id, ownerId: widget.owner_id, where });
    }
    if (conditions.length === 0) continue;
    changed.push(...(await findWidgetsMatchingDocuments(client, conditions, ids)));
  }
  if (changed.length === 0) return 0;
  const viewers = await findWidgetViewers(client, changed);
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
    // Kept for the widget's life: entity names are looked up each time it runs (entities recognised later count).
    const { where } = await compileQuery(parseQuery(widget.q), {
      resolveProject,
      resolveEntities: entitiesLookedUpInStatement,
    });
    cache.set(widget.id, { key, where });
    return where;
  } catch (error) {
    log().debug({ err: error, widgetId: widget.id }, "widget query cannot be evaluated");
    return undefined;
  }
}

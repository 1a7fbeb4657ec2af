import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { touchProjects } from "@/lib/server/projects/propagate-items";
import type { TActor } from "@/lib/server/projects/project-model";
import { deleteWidgetRow } from "./data/widgets";
import { findWidget } from "./find-widget";
import { placeWidget } from "./place-widget";

/**
 * Deletes a widget (owner or collaborator of its tab; read-only: 403) and closes the gap in its zone.
 * A widget that does not exist, or is on a tab the caller cannot see, is `deleted: false` (the spec's
 * Success false when nothing was deleted).
 */
export async function deleteWidget(actor: TActor, widgetId: string): Promise<{ deleted: boolean }> {
  return withTransaction(async (client) => {
    let tabId: string;
    let id: string;
    try {
      const view = await findWidget(actor, widgetId, { client, write: true });
      tabId = view.tab.project.id;
      id = view.widget.id;
    } catch (error) {
      if (error instanceof DomainError && error.code === "WIDGET_NOT_FOUND") return { deleted: false };
      throw error;
    }
    await deleteWidgetRow(client, id);
    await placeWidget(client, tabId);
    await touchProjects(client, [tabId]);
    return { deleted: true };
  });
}

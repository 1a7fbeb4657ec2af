import "server-only";
import type { TExportChart } from "@/lib/server/export-files/chart-svg";
import type { TExportItem } from "@/lib/server/export-files/types";
import type { TActor } from "@/lib/server/projects/project-model";
import type { TWidgetRow } from "./widget-model";

/** What a widget shows, as rows its feed and its export share (documents, entities, or free text). */
export type TWidgetContent =
  | { available: true; items: TExportItem[]; text?: string; chart?: TExportChart }
  | { available: false; message: string };

export type TResolveInput = {
  actor: TActor;
  widget: TWidgetRow;
  /** The tab's Filter (a query every document widget of the tab is narrowed by). */
  tabFilter?: string;
  /** Extra filter text of /widget/export. */
  filter?: string;
  /** Published-date limits (tab export); stories use them as their window, other kinds filter their rows. */
  fromDate?: Date;
  toDate?: Date;
  origin: string;
};

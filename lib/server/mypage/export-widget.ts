import "server-only";
import { now } from "@/lib/server/db/clock";
import type { TExportFile, TExportFormat, TExportSection } from "@/lib/server/export-files/types";
import { writeExport } from "@/lib/server/export-files/write-export";
import type { TActor, TProjectView } from "@/lib/server/projects/project-model";
import { tabWidgets } from "./find-tab";
import { findWidget } from "./find-widget";
import { resolveWidget, type TResolveInput } from "./resolve-widget";

/** A widget's section of an export: its title, its rows, its text (Note) or why it has none. */
export async function widgetSection(input: TResolveInput): Promise<TExportSection> {
  const content = await resolveWidget(input);
  const title = input.widget.title || input.widget.key;
  if (!content.available) return { title, text: content.message, items: [] };
  return { title, text: content.text, chart: content.chart, items: content.items };
}

/** /widget/export: what the widget shows, narrowed by `filter` (query language), as a file. */
export async function exportWidget(
  actor: TActor,
  widgetId: string,
  format: TExportFormat,
  filter: string | undefined,
  origin: string,
): Promise<TExportFile> {
  const { widget, tab } = await findWidget(actor, widgetId);
  const section = await widgetSection({ actor, widget, tabFilter: tab.project.filter, filter, origin });
  return writeExport(format, {
    title: widget.title || widget.key,
    description: `${widget.key} widget on the tab "${tab.project.description}"`,
    kind: "Widget",
    owner: tab.project.owner_display_name,
    generatedAt: now(),
    sections: [section],
  });
}

/** /mypagetab/export: one section per widget in layout order; fromDate/toDate limit publication dates. */
export async function exportTab(
  actor: TActor,
  tab: TProjectView,
  format: TExportFormat,
  window: { fromDate?: Date; toDate?: Date },
  origin: string,
): Promise<TExportFile> {
  const widgets = await tabWidgets(tab.project.id);
  const sections: TExportSection[] = [];
  // One widget at a time: each may run a search, and the pool is shared with other requests.
  for (const widget of widgets) {
    sections.push(await widgetSection({ actor, widget, tabFilter: tab.project.filter, ...window, origin }));
  }
  return writeExport(format, {
    title: tab.project.description,
    description: `MyPage tab 15_${tab.project.id}`,
    kind: "MyPageTab",
    owner: tab.project.owner_display_name,
    generatedAt: now(),
    sections,
  });
}

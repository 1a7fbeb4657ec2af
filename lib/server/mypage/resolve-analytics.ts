import "server-only";
import { entityExportItem } from "@/lib/server/export-files/summary-items";
import { buildGraph } from "@/lib/server/graph/build-graph";
import { barChartSvg } from "@/lib/server/export-files/chart-svg";
import { documentVolume } from "@/lib/server/stats/document-volume";
import { binForMinutes, rebinVolume } from "@/lib/client/ui/volume-bins";
import { entityHeat } from "@/lib/server/stats/entity-heat";
import { parseStatDate } from "@/lib/server/stats/stat-dates";
import type { TResolveInput, TWidgetContent } from "./widget-content";

const num = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);
const fixed = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** EntityHeatInProject: the EntityList's entities, hottest first, with their heat and volumes as text. */
export async function heatContent(input: TResolveInput, s: Record<string, string>): Promise<TWidgetContent> {
  const result = await entityHeat({
    projectRef: s.ProjectRef || undefined,
    forceDb: false,
    sortBy: "heat1d",
    sortDirection: "desc",
    pageSize: num(s.PageSize, 10),
    pageNumber: 0,
    callerId: input.actor.userId,
  });
  return {
    available: true,
    items: result.items.map((row) => ({
      ...entityExportItem(row, input.origin),
      teaser:
        `Heat 1/30 ${fixed(row.heat1 ?? 0)}, 7/30 ${fixed(row.heat7 ?? 0)}; documents: ` +
        `${row.v1} (1 day), ${row.v7} (7 days), ${row.v30} (30 days)`,
    })),
  };
}

/** DocumentVolume: the histogram as text, one line per bin. */
export async function histogramContent(
  input: TResolveInput,
  s: Record<string, string>,
  q: string | undefined,
): Promise<TWidgetContent> {
  const result = await documentVolume({
    q,
    binSize: num(s.BinSize, 1440),
    startDate: s.FromDate ? parseStatDate(s.FromDate) : undefined,
    endDate: s.ToDate ? parseStatDate(s.ToDate) : undefined,
    splitType: "manual",
    callerId: input.actor.userId,
  });
  // Bins by the range (days, weeks, months), as the dashboard shows them: a chart, a summary line and
  // the busiest bins, not one line per day of a year.
  const series = result.series[0];
  const { bin, points } = rebinVolume(
    series?.points.map((p) => ({ Date: p.date, Value: p.value })) ?? [],
    binForMinutes(series ? result.binSize : undefined),
  );
  const busiest = [...points]
    .filter((p) => p.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, 5);
  const span = points.length
    ? ` from ${points[0]!.label.replace(/^week of /, "")} to ${points.at(-1)!.label.replace(/^week of /, "")}`
    : "";
  const text = [
    `${result.uniqueDocuments} documents${q ? ` matching ${q}` : ""}, per ${bin}${span}.`,
    busiest.length ? `Busiest: ${busiest.map((p) => `${p.label} (${p.value})`).join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join("\n");
  return {
    available: true,
    items: [],
    text,
    chart: points.length ? barChartSvg(points, `Documents per ${bin}${q ? `: ${q}` : ""}`) : undefined,
  };
}

/** NetworkGraph: the nodes as entity rows, each with its strongest connections. */
export async function graphContent(
  input: TResolveInput,
  s: Record<string, string>,
  q: string | undefined,
): Promise<TWidgetContent> {
  const graph = await buildGraph({
    q,
    noNodes: num(s.NoNodes, 20),
    graphEntities: [],
    includeEntities: [],
    expandEntities: [],
    weightAlgorithm: "cooccurrence",
    normalize: true,
    optimization: "speed",
    callerId: input.actor.userId,
  });
  const names = new Map(graph.nodes.map((n) => [n.id, n.name]));
  const items = graph.nodes.map((node) => entityExportItem(node, input.origin));
  return {
    available: true,
    items: graph.nodes.map((node, i) => {
      const links = graph.connections
        .filter((c) => c.from === node.id || c.to === node.id)
        .slice(0, 5)
        .map((c) => `${names.get(c.from === node.id ? c.to : c.from)} (${fixed(c.strength)})`);
      return { ...items[i]!, teaser: links.length ? `Connected with ${links.join(", ")}` : "No connections" };
    }),
  };
}

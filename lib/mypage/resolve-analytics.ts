import "server-only";
import { toExportItems } from "@/lib/projects/export-project";
import { buildGraph } from "@/lib/graph/build-graph";
import { documentVolume } from "@/lib/stats/document-volume";
import { entityHeat } from "@/lib/stats/entity-heat";
import { parseStatDate } from "@/lib/stats/stat-dates";
import type { TResolveInput, TWidgetContent } from "./widget-content";

const num = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);
const fixed = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

type THeatExtras = Record<string, { Volume?: number; Heat?: number }>;

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
  const items = toExportItems(result.Items, input.origin);
  return {
    available: true,
    items: result.Items.map((row, i) => {
      const x = row.Extras as THeatExtras;
      return {
        ...items[i]!,
        teaser:
          `Heat 1/30 ${fixed(x["Heat-1/30"]?.Heat ?? 0)}, 7/30 ${fixed(x["Heat-7/30"]?.Heat ?? 0)}; documents: ` +
          `${x["DocVolume-1"]?.Volume ?? 0} (1 day), ${x["DocVolume-7"]?.Volume ?? 0} (7 days), ` +
          `${x["DocVolume-30"]?.Volume ?? 0} (30 days)`,
      };
    }),
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
  const lines = result.Series.flatMap((series) =>
    series.Points.map((p) => `${new Date(p.Date).toISOString().slice(0, 16).replace("T", " ")}  ${p.Value}`),
  );
  return {
    available: true,
    items: [],
    text: `${result.UniqueDocumentsCount} documents${q ? ` matching ${q}` : ""}\n${lines.join("\n")}`,
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
  const names = new Map(graph.Nodes.map((n) => [n.Id, n.Description]));
  const items = toExportItems(graph.Nodes, input.origin);
  return {
    available: true,
    items: graph.Nodes.map((node, i) => {
      const links = graph.Connections.filter((c) => c.FromId === node.Id || c.ToId === node.Id)
        .slice(0, 5)
        .map((c) => `${names.get(c.FromId === node.Id ? c.ToId : c.FromId)} (${fixed(c.Strength)})`);
      return { ...items[i]!, teaser: links.length ? `Connected with ${links.join(", ")}` : "No connections" };
    }),
  };
}

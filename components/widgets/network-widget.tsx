"use client";

import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, type PointerEvent } from "react";
import { Button } from "@/components/ui/button";
import { entityHref } from "@/lib/queries/use-entity";
import { useGraphData, type TGraph } from "@/lib/queries/use-widget-data";
import { forceLayout } from "@/lib/ui/force-layout";
import { nodeWeights, strongestLinks } from "@/lib/ui/strongest-links";
import type { TWidgetBodyProps } from "./widget-props";
import { WidgetData } from "./widget-states";
import styles from "./widgets.module.css";

const W = 420;
const H = 340;
/** Links drawn per entity unless all are asked for, and how many names are always written out. */
const LINKS_PER_NODE = 3;
const LABELLED = 12;

/** The dot colours of the graph (widgets.module.css): people, places of every kind, everything else. */
const LEGEND = [
  { type: "Person", label: "People" },
  { type: "City", label: "Places (countries, cities, regions, sites)" },
  { type: "Organization", label: "Organisations and others" },
];

type TView = { x: number; y: number; k: number };

function Graph({ graph }: { graph: TGraph }) {
  const router = useRouter();
  const [view, setView] = useState<TView>({ x: 0, y: 0, k: 1 });
  const drag = useRef<{ x: number; y: number; view: TView } | null>(null);
  const [allLinks, setAllLinks] = useState(false);
  const ids = useMemo(() => graph.Nodes.map((n) => n.Id), [graph]);
  const allLinkList = useMemo(
    () => graph.Connections.map((c) => ({ from: c.FromId, to: c.ToId, strength: c.Strength })),
    [graph],
  );
  const links = useMemo(
    () => (allLinks ? allLinkList : strongestLinks(allLinkList, LINKS_PER_NODE)),
    [allLinkList, allLinks],
  );
  const nodes = useMemo(
    () => new Map(forceLayout(ids, links, { width: W, height: H }).map((p) => [p.id, p])),
    [ids, links],
  );
  const weights = useMemo(() => nodeWeights(ids, allLinkList), [ids, allLinkList]);
  const labelled = useMemo(
    () =>
      new Set(
        [...weights]
          .sort((a, b) => b[1] - a[1])
          .slice(0, LABELLED)
          .map(([id]) => id),
      ),
    [weights],
  );
  const maxStrength = Math.max(...links.map((c) => c.strength), 1e-9);
  const zoom = (factor: number) => setView((v) => ({ ...v, k: Math.min(4, Math.max(0.5, v.k * factor)) }));

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if ((event.target as Element).closest("a")) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const scale = W / event.currentTarget.getBoundingClientRect().width;
    setView({
      ...start.view,
      x: start.view.x + (event.clientX - start.x) * scale,
      y: start.view.y + (event.clientY - start.y) * scale,
    });
  };

  return (
    <div className={styles.graph}>
      <div className={styles.graphTools}>
        <Button size="sm" variant="ghost" aria-label="Zoom in" onClick={() => zoom(1.25)}>
          +
        </Button>
        <Button size="sm" variant="ghost" aria-label="Zoom out" onClick={() => zoom(0.8)}>
          −
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setView({ x: 0, y: 0, k: 1 })}>
          Reset
        </Button>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className={styles.graphSvg}
        role="group"
        aria-label={`Network of ${graph.Nodes.length} entities; drag to pan, wheel to zoom`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onWheel={(event) => zoom(event.deltaY < 0 ? 1.1 : 0.9)}
      >
        <g
          transform={`translate(${view.x + (W / 2) * (1 - view.k)} ${view.y + (H / 2) * (1 - view.k)}) scale(${view.k})`}
        >
          {links.map((c) => {
            const a = nodes.get(c.from);
            const b = nodes.get(c.to);
            if (!a || !b) return null;
            return (
              <line
                key={`${c.from}-${c.to}`}
                className={styles.edge}
                x1={a.x}
                y1={a.y}
                x2={b.x}
                y2={b.y}
                strokeWidth={0.5 + 3 * (c.strength / maxStrength)}
              />
            );
          })}
          {graph.Nodes.map((node) => {
            const p = nodes.get(node.Id);
            if (!p) return null;
            const href = entityHref(node);
            return (
              <a
                key={node.Id}
                href={href}
                className={styles.node}
                data-testid="graph-node"
                onClick={(event) => {
                  event.preventDefault();
                  router.push(href);
                }}
              >
                <title>{node.Description}</title>
                {/* A larger transparent target: the dots are small once the widget scales the graph down. */}
                <circle cx={p.x} cy={p.y} r={16} className={styles.hitArea} />
                <circle cx={p.x} cy={p.y} r={4 + 6 * (weights.get(node.Id) ?? 0)} data-type={node.Type} />
                <text x={p.x + 12} y={p.y + 4} data-always={labelled.has(node.Id) || undefined}>
                  {node.Description}
                </text>
              </a>
            );
          })}
        </g>
      </svg>
      <ul className={styles.graphLegend} aria-label="Legend">
        {LEGEND.map((entry) => (
          <li key={entry.type}>
            <svg width="10" height="10" aria-hidden="true" className={styles.node}>
              <circle cx="5" cy="5" r="4" data-type={entry.type} />
            </svg>{" "}
            {entry.label}
          </li>
        ))}
      </ul>
      {links.length < graph.Connections.length || allLinks ? (
        <p className={styles.graphCaption}>
          {allLinks
            ? `All ${graph.Connections.length} links.`
            : `The ${LINKS_PER_NODE} strongest links of each entity: ${links.length} of ${graph.Connections.length}.`}{" "}
          <button type="button" className={styles.linkButton} onClick={() => setAllLinks(!allLinks)}>
            {allLinks ? "Show the strongest only" : "Show all links"}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** NetworkGraph: entities that appear together (/graph), laid out by a small force simulation. */
export function NetworkWidget({ settings, query }: TWidgetBodyProps) {
  const data = useGraphData(settings, query);
  return (
    <WidgetData query={data} what="The network" emptyTitle="No entities to connect" isEmpty={(d) => !d.Nodes.length}>
      {(d) => <Graph graph={d} />}
    </WidgetData>
  );
}

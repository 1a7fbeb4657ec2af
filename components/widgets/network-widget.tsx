"use client";

import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, type PointerEvent } from "react";
import { Button } from "@/components/ui/button";
import { entityHref } from "@/lib/client/api/use-entity";
import { useGraphData, type TGraph } from "@/lib/client/api/use-widget-data";
import { forceLayout } from "@/lib/client/ui/force-layout";
import { placeLabels } from "@/lib/client/ui/place-labels";
import { nodeWeights, strongestLinks } from "@/lib/client/ui/strongest-links";
import type { TWidgetBodyProps } from "./widget-props";
import { WidgetData } from "./widget-states";
import styles from "./widgets.module.css";

const W = 420;
const H = 340;
/** Links drawn per entity unless all are asked for, and how many names are always written out. */
const LINKS_PER_NODE = 3;
const LABELLED = 14;
const radius = (weight: number) => 4 + 6 * weight;

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
  // Hover or keyboard focus on an entity brings out its neighbourhood: its links, its neighbours and their names.
  const [focus, setFocus] = useState<string>();
  const neighbours = useMemo(() => {
    if (!focus) return undefined;
    const set = new Set([focus]);
    for (const c of allLinkList) {
      if (c.from === focus) set.add(c.to);
      if (c.to === focus) set.add(c.from);
    }
    return set;
  }, [focus, allLinkList]);
  // Names, best-connected first (the focused entity before all), where they overlap no other name or
  // dot; the rest only on hover. With a focus, only its neighbourhood is named.
  const labels = useMemo(() => {
    const order = graph.Nodes.filter((n) => nodes.has(n.Id) && (!neighbours || neighbours.has(n.Id))).sort(
      (a, b) => Number(b.Id === focus) - Number(a.Id === focus) || (weights.get(b.Id) ?? 0) - (weights.get(a.Id) ?? 0),
    );
    return placeLabels(
      order.map((n) => ({
        id: n.Id,
        x: nodes.get(n.Id)!.x,
        y: nodes.get(n.Id)!.y,
        r: radius(weights.get(n.Id) ?? 0),
        text: n.Description,
      })),
      { width: W, height: H, limit: neighbours ? Infinity : LABELLED },
    );
  }, [graph, nodes, weights, neighbours, focus]);
  const shownLinks = focus ? allLinkList.filter((c) => c.from === focus || c.to === focus) : links;
  const maxStrength = Math.max(...allLinkList.map((c) => c.strength), 1e-9);
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
          {shownLinks.map((c) => {
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
                // All links at once: weak ones fade, so the strong structure stays readable.
                strokeOpacity={focus ? 0.9 : allLinks ? 0.08 + 0.7 * (c.strength / maxStrength) : undefined}
                data-focus={focus ? "" : undefined}
              />
            );
          })}
          {graph.Nodes.map((node) => {
            const p = nodes.get(node.Id);
            if (!p) return null;
            const href = entityHref(node);
            const label = labels.get(node.Id);
            const near = neighbours?.has(node.Id);
            return (
              <a
                key={node.Id}
                href={href}
                className={`${styles.node} ${neighbours && !near ? styles.faded : ""}`}
                data-testid="graph-node"
                data-labelled={label ? "" : undefined}
                onMouseEnter={() => setFocus(node.Id)}
                onMouseLeave={() => setFocus(undefined)}
                onFocus={() => setFocus(node.Id)}
                onBlur={() => setFocus(undefined)}
                onClick={(event) => {
                  event.preventDefault();
                  router.push(href);
                }}
              >
                <title>{node.Description}</title>
                {/* A larger transparent target: the dots are small once the widget scales the graph down. */}
                <circle cx={p.x} cy={p.y} r={16} className={styles.hitArea} />
                <circle cx={p.x} cy={p.y} r={radius(weights.get(node.Id) ?? 0)} data-type={node.Type} />
                <text
                  x={label?.x ?? p.x + radius(weights.get(node.Id) ?? 0) + 3}
                  y={label?.y ?? p.y + 4}
                  textAnchor={label?.anchor ?? "start"}
                  data-always={label ? "" : undefined}
                >
                  {node.Description}
                </text>
              </a>
            );
          })}
        </g>
      </svg>
      <ul className={styles.graphLegend} aria-label="Legend" data-testid="graph-legend">
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

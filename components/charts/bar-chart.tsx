"use client";

import { useState } from "react";
import { niceTicks } from "@/lib/client/ui/volume-bins";
import styles from "./bar-chart.module.css";

export type TBarPoint = { label: string; value: number };

export type TBarChartProps = {
  points: TBarPoint[];
  /** What the chart shows, for screen readers and the caption. */
  title: string;
  height?: number;
  caption?: string;
};

const WIDTH = 320;
const PAD_TOP = 10;
const PAD_BOTTOM = 20;
const PAD_LEFT = 34;
const X_LABELS = 4;

/**
 * A bar chart in plain SVG: round ticks on the value axis with grid lines, up to five evenly spaced
 * labels on the time axis, and the hovered (or focused) bar's label and value above the plot.
 */
export function BarChart({ points, title, height = 140, caption }: TBarChartProps) {
  const [hovered, setHovered] = useState<number>();
  const ticks = niceTicks(Math.max(0, ...points.map((p) => p.value)));
  const top = ticks.at(-1)!;
  const plotWidth = WIDTH - PAD_LEFT;
  const plotHeight = height - PAD_TOP - PAD_BOTTOM;
  const step = points.length ? plotWidth / points.length : plotWidth;
  const barWidth = Math.max(1, step * 0.8);
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const max = Math.max(0, ...points.map((p) => p.value));
  const summary = `${title}: ${total.toLocaleString("en")} in ${points.length} bins, at most ${max.toLocaleString("en")}`;
  const y = (value: number) => PAD_TOP + plotHeight - (value / top) * plotHeight;
  const labelled = new Set(
    points.length <= X_LABELS + 1
      ? points.map((_, i) => i)
      : Array.from({ length: X_LABELS + 1 }, (_, k) => Math.round((k * (points.length - 1)) / X_LABELS)),
  );
  const shown = hovered === undefined ? undefined : points[hovered];
  return (
    <figure className={styles.figure}>
      <p className={styles.readout} aria-live="polite" data-testid="chart-readout">
        {shown ? (
          <>
            {shown.label}: <strong>{shown.value.toLocaleString("en")}</strong>
          </>
        ) : (
          " "
        )}
      </p>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={summary}
        onMouseLeave={() => setHovered(undefined)}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className={tick === 0 ? styles.axis : styles.grid}
              x1={PAD_LEFT}
              x2={WIDTH}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text className={styles.label} x={PAD_LEFT - 4} y={y(tick) + 3} textAnchor="end">
              {tick.toLocaleString("en")}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const x = PAD_LEFT + index * step;
          const barHeight = (point.value / top) * plotHeight;
          return (
            <g key={`${point.label}-${index}`} onMouseEnter={() => setHovered(index)} data-testid="chart-bar">
              {/* The whole column answers the pointer, so thin bars are easy to hover. */}
              <rect x={x} y={PAD_TOP} width={step} height={plotHeight} fill="transparent" />
              <rect
                className={`${styles.bar} ${hovered === index ? styles.barActive : ""}`}
                x={x + (step - barWidth) / 2}
                y={PAD_TOP + plotHeight - barHeight}
                width={barWidth}
                height={barHeight}
                rx={Math.min(2, barWidth / 2)}
              >
                <title>{`${point.label}: ${point.value.toLocaleString("en")}`}</title>
              </rect>
              {labelled.has(index) && (
                <text
                  className={styles.label}
                  x={Math.min(Math.max(x + step / 2, PAD_LEFT + 14), WIDTH - 14)}
                  y={height - 5}
                  textAnchor="middle"
                >
                  {point.label.replace(/^week of /, "")}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

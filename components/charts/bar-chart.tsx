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
const PAD_TOP = 8;
const PAD_BOTTOM = 18;
const PAD_LEFT = 28;

/** A compact bar chart in plain SVG: bars scale to the largest value; first and last labels under the axis. */
export function BarChart({ points, title, height = 120, caption }: TBarChartProps) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const plotWidth = WIDTH - PAD_LEFT;
  const plotHeight = height - PAD_TOP - PAD_BOTTOM;
  const step = points.length ? plotWidth / points.length : plotWidth;
  const barWidth = Math.max(1, step * 0.8);
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const summary = `${title}: ${total.toLocaleString("en")} in ${points.length} bins, at most ${max.toLocaleString("en")}`;
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary}>
        <line className={styles.axis} x1={PAD_LEFT} x2={WIDTH} y1={PAD_TOP + plotHeight} y2={PAD_TOP + plotHeight} />
        <text className={styles.label} x={PAD_LEFT - 4} y={PAD_TOP + 8} textAnchor="end">
          {max.toLocaleString("en")}
        </text>
        <text className={styles.label} x={PAD_LEFT - 4} y={PAD_TOP + plotHeight} textAnchor="end">
          0
        </text>
        {points.map((point, index) => {
          const barHeight = (point.value / max) * plotHeight;
          return (
            <rect
              key={`${point.label}-${index}`}
              className={styles.bar}
              x={PAD_LEFT + index * step + (step - barWidth) / 2}
              y={PAD_TOP + plotHeight - barHeight}
              width={barWidth}
              height={barHeight}
              rx={Math.min(2, barWidth / 2)}
            >
              <title>{`${point.label}: ${point.value.toLocaleString("en")}`}</title>
            </rect>
          );
        })}
        {points.length > 0 && (
          <>
            <text className={styles.label} x={PAD_LEFT} y={height - 4}>
              {points[0]!.label}
            </text>
            <text className={styles.label} x={WIDTH} y={height - 4} textAnchor="end">
              {points.at(-1)!.label}
            </text>
          </>
        )}
      </svg>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

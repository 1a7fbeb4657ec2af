import { niceTicks } from "@/lib/client/ui/volume-bins";

/** A chart an export carries as a picture: a standalone SVG (HTML inlines it, RTF and DOCX embed its PNG). */
export type TExportChart = { title: string; svg: string; width: number; height: number };

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A bar chart as a self-contained SVG (explicit size, colours and font as attributes, no external
 * references, every text escaped): round value ticks with grid lines and five labels on the time axis.
 */
export function barChartSvg(
  points: { label: string; value: number }[],
  title: string,
  { width = 720, height = 280 } = {},
): TExportChart {
  const padLeft = 48;
  const padRight = 16;
  const padTop = 32;
  const padBottom = 30;
  const plotWidth = width - padLeft - padRight;
  const plotHeight = height - padTop - padBottom;
  const ticks = niceTicks(Math.max(0, ...points.map((p) => p.value)));
  const top = ticks.at(-1)!;
  const y = (v: number) => padTop + plotHeight - (v / top) * plotHeight;
  const step = points.length ? plotWidth / points.length : plotWidth;
  const bar = Math.max(1, step * 0.8);
  const labelled = new Set(
    points.length <= 5
      ? points.map((_, i) => i)
      : [0, 1, 2, 3, 4].map((k) => Math.round((k * (points.length - 1)) / 4)),
  );
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Arial, Helvetica, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${padLeft}" y="18" font-size="14" font-weight="bold" fill="#1b1f24">${escape(title)}</text>`,
    ...ticks.map(
      (t) =>
        `<line x1="${padLeft}" x2="${width - padRight}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="${t === 0 ? "#8c959f" : "#d0d7de"}" stroke-width="1"${t === 0 ? "" : ' stroke-dasharray="3 3"'}/>` +
        `<text x="${padLeft - 6}" y="${(y(t) + 4).toFixed(1)}" font-size="11" fill="#57606a" text-anchor="end">${t.toLocaleString("en")}</text>`,
    ),
    ...points.map((p, i) => {
      const x = padLeft + i * step;
      const h = (p.value / top) * plotHeight;
      const rect = `<rect x="${(x + (step - bar) / 2).toFixed(1)}" y="${(padTop + plotHeight - h).toFixed(1)}" width="${bar.toFixed(1)}" height="${h.toFixed(1)}" fill="#2563eb"><title>${escape(`${p.label}: ${p.value}`)}</title></rect>`;
      const label = labelled.has(i)
        ? `<text x="${Math.min(Math.max(x + step / 2, padLeft + 24), width - padRight - 24).toFixed(1)}" y="${height - 10}" font-size="11" fill="#57606a" text-anchor="middle">${escape(p.label.replace(/^week of /, ""))}</text>`
        : "";
      return rect + label;
    }),
    "</svg>",
  ];
  return { title, svg: parts.join(""), width, height };
}

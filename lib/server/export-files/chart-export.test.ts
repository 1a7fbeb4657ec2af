import { describe, expect, it } from "vitest";
import { parseHTML } from "linkedom";
import sharp from "sharp";
import { unzipSync } from "fflate";
import { barChartSvg } from "./chart-svg";
import { writeExport } from "./write-export";
import { GENERATED_AT, readRtf } from "./test-support";
import type { TExportInput } from "./types";

const points = Array.from({ length: 53 }, (_, i) => ({ label: `week of ${(i % 28) + 1} Jan`, value: (i * 7) % 40 }));

function chartInput(): TExportInput {
  return {
    title: "Volume tab",
    kind: "MyPageTab",
    generatedAt: GENERATED_AT,
    sections: [
      {
        title: "A year of volume",
        text: "1,234 documents, per week.",
        chart: barChartSvg(points, 'Documents per week: "COVID" <b>'),
        items: [],
      },
    ],
  };
}

describe("charts in exports", () => {
  it("draws a standalone SVG with escaped text, round ticks and five date labels", async () => {
    const chart = barChartSvg(points, 'Documents <script>"x"</script>');
    expect(chart.svg).not.toMatch(/<script/);
    expect(chart.svg).toContain("&lt;script&gt;");
    expect(chart.svg).not.toMatch(/href|url\(/);
    const { document } = parseHTML(`<div>${chart.svg}</div>`);
    expect(document.querySelectorAll("rect[fill='#2563eb']")).toHaveLength(53);
    const texts = [...document.querySelectorAll("text")].map((t) => t.textContent ?? "");
    expect(texts).toContain("0");
    expect(texts.filter((t) => /\d+ Jan$/.test(t))).toHaveLength(5);
    // sharp (librsvg) reads it: a real picture of the stated size.
    const meta = await sharp(Buffer.from(chart.svg)).metadata();
    expect([meta.width, meta.height]).toEqual([720, 280]);
  });

  it("html inlines the chart as SVG before the summary, not hundreds of rows", async () => {
    const { body } = await writeExport("html", chartInput());
    const { document } = parseHTML(body.toString("utf8"));
    const svg = document.querySelector("section figure.chart svg");
    expect(svg).not.toBeNull();
    expect(document.querySelector("section .text")?.textContent).toBe("1,234 documents, per week.");
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("docx embeds the chart as a PNG picture", async () => {
    const { body } = await writeExport("docx", chartInput());
    const files = unzipSync(new Uint8Array(body));
    const media = Object.keys(files).filter((name) => name.startsWith("word/media/"));
    expect(media).toHaveLength(1);
    const png = files[media[0]!]!;
    expect(Buffer.from(png.subarray(0, 8)).toString("latin1")).toBe("\x89PNG\r\n\x1a\n");
    expect((await sharp(Buffer.from(png)).metadata()).width).toBe(1440);
    expect(new TextDecoder().decode(files["word/document.xml"])).toContain("<pic:pic");
  });

  it("rtf embeds the chart as a PNG picture a reader accepts", async () => {
    const { body } = await writeExport("rtf", chartInput());
    const text = body.toString("ascii");
    const hex = text.match(/\\pngblip[^\n]*\n([0-9a-f\n]+)\}/)![1]!.replace(/\n/g, "");
    expect(Buffer.from(hex, "hex").subarray(1, 4).toString("latin1")).toBe("PNG");
    const read = await readRtf(body);
    expect(read.text).toContain("1,234 documents, per week.");
    expect(read.text).not.toMatch(/[0-9a-f]{64}/);
  });
});

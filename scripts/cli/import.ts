import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { runImport, type TImportProgress, type TImportSummary } from "@/lib/server/ingest/run-import";
import { openSource } from "@/lib/server/ingest/sources/open-source";
import { IMPORT_FORMATS, type TImportFormat } from "@/lib/server/ingest/types";
import { UsageError, type TCommand } from "./command";

function progressReporter(): { update: (p: TImportProgress) => void; stop: () => void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format:
          " {bar} {percentage}% | {value}/{total} docs | {rate} docs/s | ETA {eta_formatted} | new {imported} dup {duplicates} bad {rejected}",
        stream: process.stderr,
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update: (p) => {
        const payload = {
          rate: p.docsPerSecond.toFixed(0),
          imported: p.imported,
          duplicates: p.duplicates,
          rejected: p.rejected,
        };
        if (!started) bar.start(p.total ?? p.done, p.done, payload);
        started = true;
        bar.setTotal(Math.max(p.total ?? 0, p.done));
        bar.update(p.done, payload);
      },
      stop: () => bar.stop(),
    };
  }
  let last = 0;
  return {
    update: (p) => {
      if (Date.now() - last < 5000) return;
      last = Date.now();
      const eta = p.total && p.docsPerSecond > 0 ? ` ETA ${Math.round((p.total - p.done) / p.docsPerSecond)} s` : "";
      process.stderr.write(
        `[import] ${p.done}${p.total ? `/${p.total}` : ""} read, ${p.imported} imported, ${p.duplicates} duplicates, ${p.rejected} rejected, ${p.docsPerSecond.toFixed(0)} docs/s${eta}\n`,
      );
    },
    stop: () => {},
  };
}

export function printSummary(summary: TImportSummary): void {
  const lines = [
    `read       ${summary.read}`,
    `imported   ${summary.imported}`,
    `duplicates ${summary.duplicates}${
      Object.keys(summary.duplicateReasons).length
        ? ` (${Object.entries(summary.duplicateReasons)
            .map(([r, n]) => `${r}: ${n}`)
            .join(", ")})`
        : ""
    }`,
    `rejected   ${summary.rejected}`,
    `stories    ${summary.stories.created} new, ${summary.stories.assigned} documents assigned`,
    `time       ${summary.seconds.toFixed(1)} s (${(summary.read / Math.max(summary.seconds, 0.001)).toFixed(0)} docs/s; read ${summary.stageSeconds.read.toFixed(1)} s, enrich ${summary.stageSeconds.enrich.toFixed(1)} s, store ${summary.stageSeconds.store.toFixed(1)} s, stories ${summary.stageSeconds.cluster.toFixed(1)} s)`,
  ];
  console.log(lines.join("\n"));
  if (summary.rejections.length > 0) {
    const reasons = new Map<string, number>();
    for (const r of summary.rejections) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    console.log("\nrejected records by reason:");
    for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  ${n}× ${reason}`);
    console.log("first rejected records:");
    for (const r of summary.rejections.slice(0, 20)) console.log(`  ${r.origin}: ${r.reason}`);
  }
}

export const importCommands: Record<string, TCommand> = {
  import: {
    usage: `import <path|url> [--format ${IMPORT_FORMATS.join("|")}] [--publisher NAME] [--type Article] [--json]`,
    run: async (args) => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          format: { type: "string" },
          publisher: { type: "string" },
          type: { type: "string" },
          json: { type: "boolean", default: false },
        },
      });
      if (positionals.length !== 1) throw new UsageError("import needs exactly one path or URL");
      if (values.format && !(IMPORT_FORMATS as readonly string[]).includes(values.format)) {
        throw new UsageError(`--format must be one of ${IMPORT_FORMATS.join(", ")}`);
      }
      const source = await openSource(positionals[0]!, {
        format: values.format as TImportFormat | undefined,
        publisher: values.publisher,
        type: values.type,
      });
      const progress = progressReporter();
      process.stderr.write(`[import] ${source.describe}\n`);
      const summary = await runImport(source, {
        publisher: values.publisher,
        type: values.type,
        onProgress: progress.update,
        track: { kind: "file", description: source.describe },
      });
      progress.stop();
      if (values.json) console.log(JSON.stringify(summary));
      else printSummary(summary);
    },
  },
};

import fs from "node:fs";
import readline from "node:readline";
import { parseArgs } from "node:util";
import { analyze } from "@/lib/nlp/analyze";
import type { TEnrichment } from "@/lib/nlp/types";
import { DomainError } from "@/lib/server/errors";
import { UsageError, type TCommand } from "./command";

/** The enrichment as printed: spans resolved to the text they cover, for people to read. */
function printable(e: TEnrichment) {
  return {
    language: e.language,
    dateline: e.dateline,
    entities: e.entities.map((o) => ({
      type: o.type,
      name: o.name,
      aliases: o.aliases,
      salience: Math.round(o.salience * 1000) / 1000,
      inTitle: o.inTitle,
      mentions: o.mentions.map((m) => ({ start: m.start, end: m.end, text: e.text.slice(m.start, m.end) })),
      ...(o.geo ? { geo: o.geo } : {}),
    })),
    quotes: e.quotes.map((q) => ({ speaker: q.speaker ?? null, quote: q.text, start: q.span.start, end: q.span.end })),
    keyphrases: e.keyphrases,
    keywords: e.keywords,
    categories: e.categories,
    topics: e.topics,
  };
}

export const analyzeCommands: Record<string, TCommand> = {
  analyze: {
    usage:
      'analyze [FILE|-] [--text TEXT] [--title TEXT] [--language CODE] [--jsonl]   (JSONL lines: {"id"?, "title", "body"|"text", "language"?}; id is echoed)',
    noDatabase: true,
    run: async (args) => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          title: { type: "string", default: "" },
          text: { type: "string" },
          language: { type: "string" },
          jsonl: { type: "boolean", default: false },
        },
      });
      if (positionals.length > 1) throw new UsageError("analyze takes one FILE (or - for standard input)");
      // The text itself on the command line: analyze --text "Angela Merkel met Emmanuel Macron in Paris."
      if (values.text !== undefined) {
        if (positionals.length > 0 || values.jsonl) throw new UsageError("--text takes no FILE and no --jsonl");
        const enrichment = analyze({ title: values.title, body: values.text, language: values.language });
        console.log(JSON.stringify(printable(enrichment), null, 2));
        return;
      }
      const file = positionals[0] ?? "-";
      const input = file === "-" ? process.stdin : fs.createReadStream(file);
      if (!values.jsonl) {
        let text = "";
        for await (const chunk of input) text += chunk;
        console.log(
          JSON.stringify(printable(analyze({ title: values.title, body: text, language: values.language })), null, 2),
        );
        return;
      }
      let line = 0;
      let failed = 0;
      let id: unknown;
      for await (const raw of readline.createInterface({ input, crlfDelay: Infinity })) {
        line++;
        id = undefined;
        if (!raw.trim()) continue;
        try {
          const item = JSON.parse(raw) as {
            id?: unknown;
            title?: string;
            body?: string;
            text?: string;
            language?: string;
          };
          id = item && typeof item === "object" ? item.id : undefined;
          const body = item.body ?? item.text;
          if (typeof body !== "string") throw new Error('needs a "body" or "text" string');
          const enrichment = printable(analyze({ title: item.title ?? "", body, language: item.language }));
          // The input's id comes back on its line, so that a failed line shifts nothing against its input.
          console.log(JSON.stringify(id === undefined ? enrichment : { id, ...enrichment }));
        } catch (error) {
          console.error(
            `line ${line}${id === undefined ? "" : ` (id ${JSON.stringify(id)})`}: ${(error as Error).message}`,
          );
          failed++;
        }
      }
      // Lines that failed make the whole run fail (exit 1), after every other line was analysed.
      if (failed > 0) throw new DomainError("LINES_FAILED", `${failed} of ${line} lines failed`);
    },
  },
};

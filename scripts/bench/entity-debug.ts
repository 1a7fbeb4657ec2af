// Debugging aid for the NER: prints, for the gold articles whose URL contains a given string, every
// name span with its evidence, then the entities analyze() returns and the gold set's misses.
//
//   node --conditions=react-server --import tsx scripts/bench/entity-debug.ts <url-substring> [gold.json]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { analyze } from "@/lib/nlp/analyze";
import { collectEvidence } from "@/lib/nlp/entities/collect-evidence";
import { findNameSpans } from "@/lib/nlp/entities/find-name-spans";
import { tokenizeText } from "@/lib/nlp/entities/tokenize-text";
import { cleanPredictions, scoreDocScope, type TGoldDoc } from "./entity-scoring";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const [needle = "", goldFile = "e2e/fixtures/entities/wikinews-gold.json"] = process.argv.slice(2);
const corpus = process.env.CORPUS_DIR ?? path.resolve(ROOT, "../shared/corpus");
const rows: { url: string; date: string; title: string; text: string }[] = [];
for (const f of ["wikinews_2019.csv", "wikinews_2020.csv"])
  rows.push(...(parse(fs.readFileSync(path.join(corpus, "wikinews", f)), { columns: true }) as typeof rows));
const gold = JSON.parse(fs.readFileSync(path.resolve(ROOT, goldFile), "utf8")) as TGoldDoc[];

for (const g of gold.filter((d) => d.url.includes(needle))) {
  const row = rows.find((r) => r.url === g.url)!;
  const out = analyze({ title: row.title, body: row.text, publishedAt: new Date(row.date) });
  console.log(`\n##### ${g.title}`);
  const tokens = tokenizeText(out.text);
  for (const span of findNameSpans(tokens)) {
    const ev = collectEvidence(tokens, span, true);
    const t = tokens
      .slice(span.first, span.last + 1)
      .map((x) => x.text)
      .join(" ");
    const flags = Object.entries(ev).filter(([, v]) => v !== 0 && v !== false && v !== undefined);
    console.log(
      `  [${t}]${span.residue ? " (residue)" : ""} ${flags.map(([k, v]) => `${k}=${typeof v === "object" ? JSON.stringify(v) : v}`).join(" ")}`,
    );
  }
  const preds = cleanPredictions(
    out.entities.map((e) => ({ name: e.name, type: e.type, aliases: e.aliases })),
    { ignore: ["Wikinews"] },
  );
  console.log("  --- entities");
  for (const e of out.entities)
    console.log(`  ${e.type}: ${e.name} ${e.aliases.length ? `(${e.aliases.join("; ")})` : ""}`);
  const r = scoreDocScope(g.entities, preds, {
    label: "Org",
    gold: ["Organization", "Company"],
    predicted: ["Organization", "Company"],
  });
  console.log(`  --- Org FN: ${r.falseNegatives.join(", ")}\n  --- Org FP: ${r.falsePositives.join(", ")}`);
}

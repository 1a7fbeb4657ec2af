import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { corpusPath } from "@/lib/server/ingest/sources/corpus";
import { cleanBody, cleanTitle } from "../text/clean-body";
import type { TEntityOccurrence } from "../types";
import { extractEntities } from "./extract-entities";

// Real text from the shared corpora (read by path; skipped with a warning when absent). Logs the
// speed; asserts only invariants, never timings.
const wikinewsFiles = ["wikinews/wikinews_2019.csv", "wikinews/wikinews_2020.csv"].map((f) => corpusPath(f));
const reutersFiles = [0, 1, 2].map((n) => corpusPath(`reuters21578/reut2-00${n}.sgm`));

type TDoc = { title: string; text: string };

function wikinews(): TDoc[] {
  return wikinewsFiles.flatMap((file) =>
    (parse(readFileSync(file!), { columns: true }) as TDoc[]).map((r) => ({
      title: cleanTitle(r.title),
      text: cleanBody(r.text).text,
    })),
  );
}

function reuters(): TDoc[] {
  const docs: TDoc[] = [];
  const decode = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  for (const file of reutersFiles) {
    for (const [, record] of readFileSync(file!, "latin1").matchAll(/<REUTERS[^>]*>([\s\S]*?)<\/REUTERS>/g)) {
      const body = /<BODY>([\s\S]*?)<\/BODY>/.exec(record!)?.[1];
      if (body)
        docs.push({
          title: decode(/<TITLE>([\s\S]*?)<\/TITLE>/.exec(record!)?.[1] ?? ""),
          text: cleanBody(decode(body)).text,
        });
    }
  }
  return docs;
}

/** Violations of the contract: unique type+name, salience in 0..1, places geocoded, spans naming a form. */
function violations(doc: TDoc, entities: TEntityOccurrence[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const e of entities) {
    const key = `${e.type}|${e.name}`;
    if (seen.has(key)) out.push(`duplicate ${key}`);
    seen.add(key);
    if (!e.name.trim()) out.push("empty name");
    if (!(e.salience >= 0 && e.salience <= 1)) out.push(`salience ${e.salience} of ${key}`);
    if (e.mentions.length === 0 && !e.inTitle) out.push(`no mention of ${key}`);
    if ((e.type === "Country" || e.type === "City") && !e.geo) out.push(`no geo for ${key}`);
    const forms = new Set([e.name, ...e.aliases].map((f) => f.replace(/\s+/g, " ")));
    for (const span of e.mentions) {
      // An editor's brackets inside a name ("Cindy [Pinhal]") are in the span but not in the name.
      const surface = doc.text.slice(span.start, span.end).replace(/[[\]]/g, "").replace(/\s+/g, " ");
      if (!forms.has(surface)) out.push(`span "${surface}" is not a form of ${key}`);
    }
  }
  return out;
}

/** Runs every document once, logs the speed after a warm-up, returns all contract violations. */
function runAll(docs: TDoc[], label: string): string[] {
  for (const d of docs.slice(0, 30)) extractEntities({ ...d, language: "en" }); // warm-up (gazetteers, tables)
  let chars = 0;
  let count = 0;
  let ms = 0;
  const problems: string[] = [];
  for (const d of docs) {
    const started = performance.now();
    const entities = extractEntities({ ...d, language: "en" });
    ms += performance.now() - started;
    chars += d.text.length;
    count += entities.length;
    problems.push(...violations(d, entities));
  }
  console.log(
    `[entities] ${label}: ${docs.length} docs, ${(ms / docs.length).toFixed(2)} ms/doc, ` +
      `${(ms / (chars / 1024)).toFixed(2)} ms/KB (wink parse included), ${(count / docs.length).toFixed(1)} entities/doc`,
  );
  return problems;
}

describe.skipIf(wikinewsFiles.some((f) => !f))("entities on Wikinews", () => {
  it("keeps its invariants on every article and logs the speed", () => {
    expect(runAll(wikinews(), "Wikinews 2019-2020")).toEqual([]);
  }, 60_000);

  it("finds the people, places and organisations of the Magnitogorsk article", { timeout: 20_000 }, () => {
    const doc = wikinews().find((d) => d.title.startsWith("Magnitogorsk apartment building collapses"))!;
    const entities = extractEntities({ ...doc, language: "en" });
    const byName = new Map(entities.map((e) => [e.name, e]));
    expect(byName.get("Magnitogorsk")).toMatchObject({ type: "City", inTitle: true });
    expect(byName.get("Vladimir Putin")?.type).toBe("Person");
    expect(byName.get("Yevgeny Zinichev")?.aliases).toContain("Zinichev");
    expect(byName.get("Federal Security Service")?.aliases).toContain("FSB");
    expect(byName.get("Russia")?.type).toBe("Country");
    expect(entities[0]?.name).toBe("Magnitogorsk");
  });
});

describe.skipIf(reutersFiles.some((f) => !f))("entities on Reuters-21578", () => {
  it("keeps its invariants on 2,700 stories and logs the speed", () => {
    expect(runAll(reuters(), "Reuters reut2-000..002")).toEqual([]);
  }, 60_000);
});

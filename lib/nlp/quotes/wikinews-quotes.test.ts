import { readFileSync } from "node:fs";

import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { corpusPath } from "@/lib/server/ingest/sources/corpus";

import { analyze } from "../analyze";
import type { TQuote } from "../types";

// The quote cases of the Wikinews demo corpus that readers reported, read by path from the shared
// corpus (skipped with a warning when it is absent).
const files = ["wikinews/wikinews_2019.csv", "wikinews/wikinews_2020.csv"].map((f) => corpusPath(f));
const present = files.every(Boolean);

type TArticle = { url: string; title: string; text: string };
let articles: TArticle[] | undefined;

function quotesOf(urlEnd: string): TQuote[] {
  articles ??= files.flatMap((f) => parse(readFileSync(f!), { columns: true }) as TArticle[]);
  const article = articles.find((a) => a.url.endsWith(urlEnd));
  if (!article) throw new Error(`no article ${urlEnd}`);
  return analyze({ title: article.title, body: article.text, language: "en" }).quotes;
}

function speakerOf(quotes: TQuote[], start: string): string | undefined {
  const quote = quotes.find((q) => q.text.startsWith(start));
  if (!quote) throw new Error(`no quotation starting "${start}"`);
  return quote.speaker;
}

describe.skipIf(!present)("quotes on the Wikinews corpus", () => {
  it("does not take a title in quotation marks for speech", { timeout: 20_000 }, () => {
    const quotes = quotesOf("/Greta_Thunberg_named_2019_Time_Person_of_the_Year");
    expect(quotes.some((q) => q.text.includes("Person of the Year"))).toBe(false);
  });

  it("gives the words to the one who wrote them, not to the man who died", { timeout: 20_000 }, () => {
    const quotes = quotesOf("/US_professional_wrestler_Jon_Huber_dies_aged_41");
    expect(speakerOf(quotes, "Heartbroken and numb")).toBe("Erick Rowan");
    expect(speakerOf(quotes, "I have lost not only a friend but a brother!")).toBe("Erick Rowan");
  });

  it("does not give a resident's words to the reporter they were told to", { timeout: 20_000 }, () => {
    const quotes = quotesOf("/Seismic_activity_continues_to_shake_Puerto_Rico_with_5.2_quake");
    expect(speakerOf(quotes, "We're used to it")).toBeUndefined();
  });

  it("takes the subject, not an organisation in its title or a channel named before", { timeout: 20_000 }, () => {
    const gdansk = quotesOf("/Arrest_made_as_mayor_of_Gda%C5%84sk,_Poland_stabbed_on_stage");
    expect(speakerOf(gdansk, "Let's all pray for Mayor Adamowicz")).toBe("Donald Tusk");
    const zapata = quotesOf(
      "/French_inventor_Franky_Zapata_successfully_crosses_English_Channel_on_jet-powered_hoverboard",
    );
    expect(speakerOf(zapata, "It's an isometric exercise")).toBe("Franky Zapata");
  });
});

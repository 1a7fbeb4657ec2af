import { describe, expect, it } from "vitest";

import type { TEntityOccurrence } from "../types";
import { extractQuotes } from "./extract-quotes";
import { occurrenceIn } from "./occurrence.fixture";

/** A Person occurrence as the entity extractor reports it: every mention of its name and aliases. */
function person(
  text: string,
  name: string,
  aliases: string[] = [],
  metadata?: Record<string, string>,
): TEntityOccurrence {
  return { ...occurrenceIn(text, name, aliases), ...(metadata ? { metadata } : {}) };
}

/** An organisation occurrence (Organization, Company or Publisher) with every mention of its names. */
function organisation(
  text: string,
  name: string,
  type: "Organization" | "Company" | "Publisher",
  aliases: string[] = [],
): TEntityOccurrence {
  return { ...person(text, name, aliases), type };
}

function speakers(text: string, entities: TEntityOccurrence[]) {
  return extractQuotes(text, entities).map((q) => [q.text, q.speaker]);
}

describe("extractQuotes: finding quotations", () => {
  it("returns the quotation without marks, its span and word-bounded context", () => {
    const text =
      'Rescue work resumed on Wednesday. "The search and rescue operation is complete," Deputy Emergency Situations ' +
      "Minister Alexander Chupriyan told TASS on Wednesday.";
    const [quote] = extractQuotes(text, [person(text, "Alexander Chupriyan")]);
    expect(quote).toEqual({
      text: "The search and rescue operation is complete",
      span: { start: 35, end: 78 },
      preText: "Rescue work resumed on Wednesday.",
      postText: "Deputy Emergency Situations Minister Alexander Chupriyan told TASS on Wednesday.",
      speaker: "Alexander Chupriyan",
      speakerType: "Person",
    });
    expect(text.slice(quote!.span.start, quote!.span.end)).toBe(quote!.text);
  });

  it("trims context to about 200 characters at word boundaries", () => {
    const filler = "word ".repeat(80);
    const text = `${filler}"This is a quotation of several words," she said. ${filler}`;
    const [quote] = extractQuotes(text, []);
    expect(quote!.preText.length).toBeLessThanOrEqual(200);
    expect(quote!.preText.startsWith("word")).toBe(true);
    expect(quote!.postText.length).toBeLessThanOrEqual(200);
    expect(quote!.postText.endsWith("word")).toBe(true);
  });

  it("ignores scare quotes and titles of one to three words that nobody is said to have said", () => {
    const text =
      'The so-called "peace plan" was described as "dead on arrival" by critics. Fans sang "All Right Now" all night.';
    expect(extractQuotes(text, [])).toEqual([]);
  });

  it("keeps short quotations that a named speaker said, inside reported speech", () => {
    const text =
      'Adam Schiff called it "a non-starter". Andrzej Duda characterised the deaths as "crushing". ' +
      'Obama said he is "surprised and troubled" by the ruling. Trump said Russia "can\'t stand" either Democrat.';
    const entities = ["Adam Schiff", "Andrzej Duda", "Obama", "Trump"].map((n) => person(text, n));
    expect(speakers(text, entities)).toEqual([
      ["a non-starter", "Adam Schiff"],
      ["crushing", "Andrzej Duda"],
      ["surprised and troubled", "Obama"],
      ["can't stand", "Trump"],
    ]);
  });

  it("keeps short stand-alone quotations with their speaker", () => {
    const text = 'The vote was called. "I abstain," Mary McClendon said. "It\'s empire building," Mr. Greenfield said.';
    const entities = [person(text, "Mary McClendon", ["McClendon"]), person(text, "Greenfield")];
    expect(speakers(text, entities)).toEqual([
      ["I abstain", "Mary McClendon"],
      ["It's empire building", "Greenfield"],
    ]);
  });

  it("takes a Title Case quotation in ordinary prose for a title, not speech", () => {
    const text =
      'Time magazine announced its selection of activist Greta Thunberg as its 2019 "Person of the Year". ' +
      'She said "I want you to panic" at the forum.';
    const entities = [person(text, "Greta Thunberg", ["Thunberg"]), organisation(text, "Time", "Publisher")];
    expect(speakers(text, entities)).toEqual([["I want you to panic", "Greta Thunberg"]]);
  });

  it("handles curly quotes, quotations spanning sentences, and paragraph continuations", () => {
    const text =
      "Smith told Wikinews “There are also some operations done on ships. All risks of sparking need to be removed.”\n\n" +
      '"We will keep searching until we find it,\n\n"and we will not give up on the crew," the admiral said.';
    const quotes = extractQuotes(text, []);
    expect(quotes.map((q) => q.text)).toEqual([
      "There are also some operations done on ships. All risks of sparking need to be removed.",
      "We will keep searching until we find it, and we will not give up on the crew",
    ]);
  });

  it("reads an opening mark typed for the closing one", () => {
    const text = "“The reality is, if she loses Iowa, that could create problems here,“ said Jim Clyburn.";
    expect(speakers(text, [person(text, "Jim Clyburn")])).toEqual([
      ["The reality is, if she loses Iowa, that could create problems here", "Jim Clyburn"],
    ]);
  });

  it("drops an unbalanced quotation", () => {
    expect(
      extractQuotes('He said "this never closes and runs to the end of the paragraph.\n\nNext paragraph here.', []),
    ).toEqual([]);
  });
});

describe("extractQuotes: speakers", () => {
  it('"…," X said', () => {
    const text = '"I pledge that this Congress will be transparent, bipartisan and unifying," Nancy Pelosi said.';
    expect(speakers(text, [person(text, "Nancy Pelosi")])).toEqual([
      ["I pledge that this Congress will be transparent, bipartisan and unifying", "Nancy Pelosi"],
    ]);
  });

  it('"…," said X, a title — and the follow-on quotation after it', () => {
    const text =
      '"I think they will resist it," said Elliott Schlang, analyst at Prescott, Ball and Turben Inc. ' +
      '"Any company that doesn\'t like a surprise attack would."';
    expect(speakers(text, [person(text, "Elliott Schlang")]).map(([, s]) => s)).toEqual([
      "Elliott Schlang",
      "Elliott Schlang",
    ]);
  });

  it('X said: "…" and X told reporters "…"', () => {
    const text =
      'Health Minister Veronika Skvortsova said: "The chances of finding anyone alive are diminishing fast." ' +
      'Later Yevgeny Zinichev told reporters "work will resume once the structure is stable".';
    const entities = [person(text, "Veronika Skvortsova"), person(text, "Yevgeny Zinichev")];
    expect(speakers(text, entities).map(([, s]) => s)).toEqual(["Veronika Skvortsova", "Yevgeny Zinichev"]);
  });

  it("according to X", () => {
    const text = 'According to eyewitness Vinnie DeVita, "within probably 15 to 20 seconds of it all, it exploded."';
    expect(speakers(text, [person(text, "Vinnie DeVita")])[0]![1]).toBe("Vinnie DeVita");
  });

  it("resolves a surname through the occurrence's aliases", () => {
    const text =
      "Nancy Pelosi was elected Speaker on Thursday.\n\n" +
      '"We will work to find common ground with the president where we can," Pelosi told the chamber.';
    const pelosi = person(text, "Nancy Pelosi", ["Pelosi"]);
    pelosi.mentions = pelosi.mentions.slice(0, 1); // the extractor may report the full name only
    expect(speakers(text, [pelosi])[0]![1]).toBe("Nancy Pelosi");
  });

  it("resolves a title reference through aliases or the Role", () => {
    const text =
      "Emergencies Minister Yevgeny Zinichev flew to the city on Monday.\n\n" +
      '"There is a real threat of another part of the building collapsing," the minister said.';
    expect(speakers(text, [person(text, "Yevgeny Zinichev", [], { Role: "Emergencies Minister" })])[0]![1]).toBe(
      "Yevgeny Zinichev",
    );
    const viaAlias = [person(text, "Yevgeny Zinichev", ["the minister"])];
    expect(speakers(text, viaAlias)[0]![1]).toBe("Yevgeny Zinichev");
  });

  it("resolves he/she to the most recent Person mention before it, skipping names inside quotations", () => {
    const text =
      "Interior Minister Joachim Brudziński ordered fire safety checks on escape rooms across Poland.\n\n" +
      '"I want Andrzej Duda to know that every room will be inspected this month," he said.';
    const entities = [person(text, "Joachim Brudziński"), person(text, "Andrzej Duda")];
    expect(speakers(text, entities)[0]![1]).toBe("Joachim Brudziński");
    const before = 'Smith arrived late. He said: "The report was finished two weeks ago."';
    expect(speakers(before, [person(before, "John Smith", ["Smith"])])[0]![1]).toBe("John Smith");
  });

  // Known regression of the ranker retrained with the entity changes of round 3 (#18, model/README.md):
  // it gives the first quotation to Nancy Pelosi by a margin of 0.15 (2.19 against 2.04); the rules
  // give it to Mike Pence. Kept as an expected failure until a feature restores it.
  it("keeps quotations that close a sentence with the lead-in speaker, not the next sentence's subject", () => {
    const text =
      'The Vice President, Mike Pence, said on Friday the United States is "in the midst of a crisis on our southern border." ' +
      'Nancy Pelosi, the Speaker of the House, said on Friday "We are committed to keeping our border safe."';
    const entities = [person(text, "Mike Pence"), person(text, "Nancy Pelosi")];
    expect(speakers(text, entities).map(([, s]) => s)).toEqual(["Mike Pence", "Nancy Pelosi"]);
  });

  it("gives a participle attribution to the clause subject", () => {
    const text =
      'President Donald Trump congratulated Pelosi, saying, "hopefully we\'re going to have a lot of things that we can get done."';
    const entities = [person(text, "Donald Trump"), person(text, "Nancy Pelosi", ["Pelosi"])];
    expect(speakers(text, entities)[0]![1]).toBe("Donald Trump");
  });

  it("gives a spokesperson's words to the one they speak for, and skips clause breaks", () => {
    const text =
      'Angela Merkel\'s spokesperson said it is possible "that this airline carries out transports that affect our security".';
    expect(speakers(text, [person(text, "Angela Merkel")]).map(([, s]) => s)).toEqual(["Angela Merkel"]);
    const clause =
      '"Presumably between 36 and 40 people are under the rubble", while Deputy Governor Oleg Klimov indicated 68 were missing.';
    expect(speakers(clause, [person(clause, "Oleg Klimov")]).map(([, s]) => s)).toEqual([undefined]);
  });

  it("leaves quotations by unrecognised organisations and unnamed people without a speaker", () => {
    const text =
      'Bradford Council stated, "The Safeguarding Board will look closely at this case." ' +
      '"This company could go for 10 times cash flow," an arbitrageur said.';
    expect(speakers(text, []).map(([, s]) => s)).toEqual([undefined, undefined]);
  });
});

describe("extractQuotes: speakers beyond said", () => {
  it("gives quotations to organisations and publications, not to a person named before", () => {
    const text =
      "Hillary Clinton spoke about vaccines on Monday.\n\n" +
      '"We expect to file for approval next month," Pfizer said. The New York Times reported the plan. ' +
      '"The campaign has not answered our questions," the influential US daily wrote.';
    const entities = [
      person(text, "Hillary Clinton"),
      organisation(text, "Pfizer", "Company"),
      organisation(text, "The New York Times", "Publisher"),
    ];
    const quotes = extractQuotes(text, entities);
    expect(quotes.map((q) => [q.speaker, q.speakerType])).toEqual([
      ["Pfizer", "Company"],
      ["The New York Times", "Publisher"],
    ]);
  });

  it("resolves it, the company and the senator to an antecedent of the right kind", () => {
    const text =
      "Senator Marco Rubio met executives of Boeing after Donald Trump left.\n\n" +
      '"We are reviewing the contract line by line," the company said. "We will answer within weeks," it added. ' +
      '"I am not going anywhere soon," the senator said.';
    const entities = [
      person(text, "Marco Rubio", [], { Role: "Senator" }),
      person(text, "Donald Trump"),
      organisation(text, "Boeing", "Company"),
    ];
    expect(speakers(text, entities).map(([, s]) => s)).toEqual(["Boeing", "Boeing", "Marco Rubio"]);
  });

  it("resolves a role description to the person holding that role, not the last person named", () => {
    const text =
      "Sen. Marco Rubio campaigned in Iowa, where Donald Trump leads.\n\n" +
      '"We will win this state in the end," the Florida senator said.';
    const entities = [person(text, "Marco Rubio", [], { Role: "Sen." }), person(text, "Donald Trump")];
    expect(speakers(text, entities).map(([, s]) => s)).toEqual(["Marco Rubio"]);
  });

  it("reads less common speech verbs in both orders", () => {
    const text =
      '"Please come home," Jane Doe implored. "It was wonderful," gushed Ann Lee. "This is a disgrace," ' +
      'Bob Ray fumed. "You are wrong," Cal Fox blurted out. "Talk to your children early," advises ' +
      'psychologist Mary Alvord. Ed Kim suggests that "the market will recover by spring".';
    const names = ["Jane Doe", "Ann Lee", "Bob Ray", "Cal Fox", "Mary Alvord", "Ed Kim"];
    expect(
      speakers(
        text,
        names.map((n) => person(text, n)),
      ).map(([, s]) => s),
    ).toEqual(names);
  });

  it("reads inverted attributions past titles and possessors", () => {
    const text =
      '"We will march until justice is done," said the Rev. Al Sharpton. "Heartbroken and numb," writes ' +
      'Huber\'s longtime tag team partner Erick Rowan on Instagram. "I have lost not only a friend but a brother!"';
    const entities = [person(text, "Al Sharpton"), person(text, "Jon Huber", ["Huber"]), person(text, "Erick Rowan")];
    expect(speakers(text, entities).map(([, s]) => s)).toEqual(["Al Sharpton", "Erick Rowan", "Erick Rowan"]);
  });

  it("gives a quotation to a newly named speaker rather than carrying the previous one over", () => {
    const text =
      '"It is just awfully good that someone with the temperament of Donald Trump is not in charge," Clinton said. ' +
      '"Because you\'d be in jail," Trump interjected.';
    const entities = [person(text, "Hillary Clinton", ["Clinton"]), person(text, "Donald Trump", ["Trump"])];
    expect(speakers(text, entities).map(([, s]) => s)).toEqual(["Hillary Clinton", "Donald Trump"]);
  });

  it("keeps the voice of a quotation continued with a participle, not the name inside it", () => {
    const text =
      'Ted Cruz said that there is "only one strong conservative in a position to win this race," adding that it ' +
      'is why Donald Trump "relentlessly attacks us and ignores the other candidates."';
    const entities = [person(text, "Ted Cruz"), person(text, "Donald Trump")];
    expect(speakers(text, entities).map(([, s]) => s)).toEqual(["Ted Cruz", "Ted Cruz"]);
  });

  it("reads headline forms", () => {
    const text = 'Hillary Clinton Joked "You Are The Smartest People."\n\nThe remark came at a fundraiser.';
    expect(speakers(text, [person(text, "Hillary Clinton")])).toEqual([
      ["You Are The Smartest People.", "Hillary Clinton"],
    ]);
  });

  it("gives a quotation to the subject of the reporting clause, not to an object or a name that qualifies a noun", () => {
    const text =
      "State delegate Ann Moss used to back fellow Texan Ray Hill, but now said the party needs " +
      '"a fresh start and a new face at the very top of the ticket."\n\n' +
      "Delegate Jo Park, wearing a hat with the name Trump stitched on it, said the gathering would be " +
      '"a turning point for the whole party this year."\n\n' +
      'Supporters shoved a Greenpeace protester, with Trump reportedly yelling: "Get him out of here right now!"';
    const entities = [
      person(text, "Ann Moss"),
      person(text, "Ray Hill"),
      person(text, "Jo Park"),
      person(text, "Donald Trump", ["Trump"]),
      organisation(text, "Greenpeace", "Organization"),
    ];
    expect(speakers(text, entities).map(([, s]) => s)).toEqual(["Ann Moss", "Jo Park", "Donald Trump"]);
  });

  it("does not take the owner of a plural possessive for the speaker, unless his campaign speaks", () => {
    const text =
      "Erin Brockovich endorsed Sanders’ approach on Saturday, saying she believed " +
      '"we need to focus all of our energy on the people of Flint."';
    const entities = [person(text, "Erin Brockovich"), person(text, "Bernie Sanders", ["Sanders"])];
    expect(speakers(text, entities).map(([, s]) => s)).toEqual(["Erin Brockovich"]);
    const inverted = '"We will announce the next stop very soon," said Sanders’ campaign manager on Monday.';
    expect(speakers(inverted, [person(inverted, "Bernie Sanders", ["Sanders"])]).map(([, s]) => s)).toEqual([
      "Bernie Sanders",
    ]);
  });

  it('does not take the one who asks ("asked by X") for the one quoted', () => {
    const text =
      'Lena Marsh spoke to reporters on Monday about the budget. "We will not raise taxes this year," Marsh said ' +
      "when asked by Paul Brenner of the Daily Ledger. She was pressed again later. " +
      '"No new taxes, not this year and not next year," asked by Paul Brenner at the end of the briefing.';
    const entities = [person(text, "Lena Marsh", ["Marsh"]), person(text, "Paul Brenner")];
    const ranked = speakers(text, entities).map(([, s]) => s);
    expect(ranked[0]).toBe("Lena Marsh");
    expect(ranked[1]).not.toBe("Paul Brenner");
    // The rules find nobody after "asked by X" and carry the previous voice on.
    expect(extractQuotes(text, entities, null).map((q) => q.speaker)).toEqual(["Lena Marsh", "Lena Marsh"]);
    const lead = 'Asked by Paul Brenner about the race, Lena Marsh laughed: "I have no plans to run for anything."';
    expect(speakers(lead, [person(lead, "Lena Marsh"), person(lead, "Paul Brenner")]).map(([, s]) => s)).toEqual([
      "Lena Marsh",
    ]);
    // After "was", the quotation is the question, and the one who asks its speaker.
    const question = 'Lena Marsh was asked by Paul Brenner, "Will you raise taxes next year or not?"';
    const both = [person(question, "Lena Marsh"), person(question, "Paul Brenner")];
    expect(extractQuotes(question, both, null).map((q) => q.speaker)).toEqual(["Paul Brenner"]);
  });
});

import { describe, expect, it } from "vitest";

import { cleanBody, cleanTitle } from "./clean-body";

describe("cleanBody: datelines", () => {
  it("removes a Wikinews date paragraph and keeps paragraph breaks", () => {
    const raw =
      "Friday, January 4, 2019 \n\n\nAn apartment building collapsed on Monday in Magnitogorsk, a city in the Ural region of Russia.\n\n\nThe 1973 building was home to over 1,000 people; 48 apartments were damaged.\n\n\n";
    expect(cleanBody(raw)).toEqual({
      text:
        "An apartment building collapsed on Monday in Magnitogorsk, a city in the Ural region of Russia.\n\n" +
        "The 1973 building was home to over 1,000 people; 48 apartments were damaged.",
      dateline: "Friday, January 4, 2019",
    });
  });

  it("handles leading blank lines and a single line break after the date", () => {
    expect(cleanBody("\n\n\nSaturday, January 5, 2019  \n\n\nA road accident killed seven.").dateline).toBe(
      "Saturday, January 5, 2019",
    );
    expect(cleanBody("Friday, March 29, 2019 \nToronto Comicon 2019 returned to its venue.").text).toBe(
      "Toronto Comicon 2019 returned to its venue.",
    );
  });

  it("removes a Reuters dateline, unwraps 65-column lines, and drops the sign-off and &#3;", () => {
    const raw =
      "    LONDON, March 2 - Standard Oil Co and BP North America\n" +
      "Inc said they plan to form a venture to manage the money market\n" +
      "borrowing and investment activities of both companies.\n" +
      "    BP North America is a subsidiary of British Petroleum Co\n" +
      "Plc <BP>, which also owns a 55 pct interest in Standard Oil.\n" +
      " Reuter\n&#3;";
    expect(cleanBody(raw)).toEqual({
      text:
        "Standard Oil Co and BP North America Inc said they plan to form a venture to manage the money market borrowing and investment activities of both companies.\n\n" +
        "BP North America is a subsidiary of British Petroleum Co Plc, which also owns a 55 pct interest in Standard Oil.",
      dateline: "LONDON, March 2 -",
    });
  });

  it.each([
    ["NEW YORK, Feb 26 - ", "NEW YORK, Feb 26 -"],
    ["    SANTA CRUZ, Calif., Feb 26 -\n    ", "SANTA CRUZ, Calif., Feb 26 -"],
    ["RICHMOND, Va. Feb 26 - ", "RICHMOND, Va. Feb 26 -"],
    ["WASHINGTON, March 2, Reuter - ", "WASHINGTON, March 2, Reuter -"],
    ["MINNEAPOLIS, MINN.,March 13 - ", "MINNEAPOLIS, MINN.,March 13 -"],
    ["Scarborough, Ontario, Feb 26 - ", "Scarborough, Ontario, Feb 26 -"],
    ["THE HAGUE, March 9 - ", "THE HAGUE, March 9 -"],
    ["PARIS, 2 March (AFP) - ", "PARIS, 2 March (AFP) -"],
    ["GENEVA (Reuters) - ", "GENEVA (Reuters) -"],
    ["WASHINGTON (AP) — ", "WASHINGTON (AP) —"],
  ])("recognises the agency dateline %j", (prefix, dateline) => {
    const result = cleanBody(`${prefix}The central bank said inflation was slowing.`);
    expect(result).toEqual({ text: "The central bank said inflation was slowing.", dateline });
  });

  it("keeps ordinary first sentences that only look like datelines", () => {
    for (const body of [
      "Officials said on March 2 - a Monday - that the plant would close.",
      "Bristol-Myers Co said scientists at its Genetic Systems unit made progress.",
      "Britain's centrist Liberal-Social Democratic Alliance won a seat.",
      "Today's sharp sell-off of Swiss stocks continued.",
    ]) {
      expect(cleanBody(body)).toEqual({ text: body });
    }
  });

  it("strips upper-case sign-offs at the end of tables but not the word Reuters in a sentence", () => {
    expect(cleanBody("Soybean oil total 55.8 (33.7).        REUTER\n&#3;").text).toBe("Soybean oil total 55.8 (33.7).");
    expect(cleanBody("The minister spoke to Reuters").text).toBe("The minister spoke to Reuters");
  });
});

describe("cleanBody: characters and boilerplate", () => {
  it("normalises to NFC and removes control and zero-width characters", () => {
    const decomposed = "Cafe\u0301 owner Jose\u0301 said\u0007 it was\u200b fine.\u0000";
    expect(cleanBody(decomposed).text).toBe("Café owner José said it was fine.");
    expect(cleanBody("Wikinews\u200d's correspondent").text).toBe("Wikinews's correspondent");
  });

  it("collapses whitespace inside paragraphs and CRLF line ends", () => {
    expect(cleanBody("First  paragraph\u00a0here.\r\n\r\n\r\nSecond\tone.").text).toBe(
      "First paragraph here.\n\nSecond one.",
    );
  });

  it("drops trailing Sources / Related news sections, share bars and photo captions", () => {
    const raw = [
      "Thousands marched through central London on Saturday.",
      "Protestors wearing EU flags. Image: Garry Knight (flickr).",
      "The march ended in Parliament Square.",
      "Share this:",
      "Sources",
      '"Huge crowds march" — BBC News, March 23, 2019',
    ].join("\n\n");
    expect(cleanBody(raw).text).toBe(
      "Thousands marched through central London on Saturday.\n\nThe march ended in Parliament Square.",
    );
  });

  it("turns rendered interview and legend templates into text", () => {
    expect(cleanBody("((Wikinews))  What prompted your curiosity?\n\n██ Labour Party - 203 seats").text).toBe(
      "Wikinews: What prompted your curiosity?\n\nLabour Party - 203 seats",
    );
  });

  it("drops gallery captions but keeps their photo credits apart", () => {
    const raw =
      "Thousands marched.\n\nProtesters at the march. Image: Andrew Gray.\n\nChildren. Image: Garry Knight (flickr)." +
      "\n\nThey were behind by two points.  (Image: Patrick  Gillett)\n\nThe end.";
    expect(cleanBody(raw)).toEqual({
      text: "Thousands marched.\n\nThe end.",
      credits: ["Image: Andrew Gray", "Image: Garry Knight", "Image: Patrick Gillett"],
    });
  });

  it("returns empty text for an empty or blank body", () => {
    expect(cleanBody("")).toEqual({ text: "" });
    expect(cleanBody(" \n\n \u0003")).toEqual({ text: "" });
  });
});

describe("cleanTitle", () => {
  it("removes ticker symbols and collapses whitespace", () => {
    expect(cleanTitle("STANDARD OIL <SRD> TO FORM\n FINANCIAL UNIT")).toBe("STANDARD OIL TO FORM FINANCIAL UNIT");
    expect(cleanTitle("<CINRAM LTD> 4TH QTR NET")).toBe("CINRAM LTD 4TH QTR NET");
  });
});

import { describe, expect, it } from "vitest";

import { languageCode, parseDate } from "./parse-date";

describe("parseDate", () => {
  it("reads dates as UTC midnight and timestamps with their zone", () => {
    expect(parseDate("2019-01-04")?.toISOString()).toBe("2019-01-04T00:00:00.000Z");
    expect(parseDate("2020-03-05T10:00:00+01:00")?.toISOString()).toBe("2020-03-05T09:00:00.000Z");
    expect(parseDate("2020-03-05T10:00:00+0100")?.toISOString()).toBe("2020-03-05T09:00:00.000Z");
    expect(parseDate("2020-03-05 10:00")?.toISOString()).toBe("2020-03-05T10:00:00.000Z");
    expect(parseDate("Mon, 02 Mar 2020 08:15:00 GMT")?.toISOString()).toBe("2020-03-02T08:15:00.000Z");
  });

  it("rejects ambiguous or impossible dates", () => {
    for (const bad of ["03/04/2020", "2019-02-30", "yesterday", "", undefined]) expect(parseDate(bad)).toBeUndefined();
  });

  it("reduces language tags to ISO 639-1", () => {
    expect(languageCode("en-GB")).toBe("en");
    expect(languageCode("DE")).toBe("de");
    expect(languageCode("english")).toBeUndefined();
    expect(languageCode("fra")).toBe("fr");
    expect(languageCode("amh")).toBe("am");
    expect(languageCode("pcm")).toBe("pcm");
    expect(languageCode("und")).toBeUndefined();
    expect(languageCode("x-klingon")).toBeUndefined();
  });
});

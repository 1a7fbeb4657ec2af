import { describe, expect, it } from "vitest";
import { textField } from "./metadata-fields";

describe("textField", () => {
  it("keeps dates as ISO 8601 UTC and formats them for people", () => {
    expect(textField("FirstSeen", new Date("2019-01-04T00:00:00Z"))).toEqual({
      Key: "FirstSeen",
      Value: "2019-01-04T00:00:00Z",
      ValueFormatted: "4 January 2019",
    });
  });

  it("writes numbers plainly and with separators", () => {
    expect(textField("Population", 8336817)).toEqual({
      Key: "Population",
      Value: "8336817",
      ValueFormatted: "8,336,817",
    });
    expect(textField("Latitude", -33.86785).Value).toBe("-33.86785");
  });

  it("passes text through", () => {
    expect(textField("Role", "President")).toEqual({ Key: "Role", Value: "President", ValueFormatted: "President" });
  });
});

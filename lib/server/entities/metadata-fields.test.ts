import { describe, expect, it } from "vitest";
import { textField } from "./metadata-fields";

describe("textField", () => {
  it("keeps dates as ISO 8601 UTC and formats them for people", () => {
    expect(textField("FirstSeen", new Date("2019-01-04T00:00:00Z"))).toEqual({
      key: "FirstSeen",
      value: "2019-01-04T00:00:00Z",
      formatted: "4 January 2019",
    });
  });

  it("writes numbers plainly and with separators", () => {
    expect(textField("Population", 8336817)).toEqual({
      key: "Population",
      value: "8336817",
      formatted: "8,336,817",
    });
    expect(textField("Latitude", -33.86785).value).toBe("-33.86785");
  });

  it("passes text through", () => {
    expect(textField("Role", "President")).toEqual({ key: "Role", value: "President", formatted: "President" });
  });
});

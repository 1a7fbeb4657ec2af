import { describe, expect, it } from "vitest";
import { parseLayoutTree, parseWidgetJson, parseWidgetStamps } from "./widget-input";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const ID2 = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

const fails = (work: () => unknown, needle: string) => {
  try {
    work();
  } catch (error) {
    expect((error as { status: number }).status).toBe(400);
    expect((error as Error).message).toContain(needle);
    return;
  }
  throw new Error("expected a 400");
};

describe("parseWidgetJson", () => {
  it("reads members in any case, SettingsData as Settings, and ignores read-only members", () => {
    const input = parseWidgetJson(
      JSON.stringify({
        id: ID.toUpperCase(),
        key: "Note",
        settingsData: { Text: "hi" },
        widgetGroup: "middlezone",
        OrderNo: "2",
        IsMinimized: true,
        LastUpdatedUtc: "2024-05-01T10:00:00.123Z",
        RssLink: "x",
        CreatedDate: "y",
      }),
    );
    expect(input).toMatchObject({
      id: ID,
      key: "Note",
      settings: { Text: "hi" },
      group: "MiddleZone",
      orderNo: 2,
    });
    expect(input.lastUpdatedUtc?.toISOString()).toBe("2024-05-01T10:00:00.123Z");
  });
  it("refuses bad JSON, unknown members, unknown zones and bad values, naming where", () => {
    fails(() => parseWidgetJson("{not json"), "widgetJSON: must be valid JSON");
    fails(() => parseWidgetJson("[1]"), "widgetJSON: must be a JSON object");
    fails(() => parseWidgetJson('{"Colour":"red"}'), "widgetJSON.Colour");
    fails(() => parseWidgetJson('{"WidgetGroup":"TopZone"}'), "widgetJSON.WidgetGroup");
    fails(() => parseWidgetJson('{"OrderNo":-1}'), "widgetJSON.OrderNo");
    fails(() => parseWidgetJson('{"LastUpdatedUtc":"yesterday"}'), "widgetJSON.LastUpdatedUtc");
    fails(() => parseWidgetJson('{"Settings":{},"SettingsData":{}}'), "widgetJSON.SettingsData");
  });
});

describe("parseLayoutTree", () => {
  it("takes a list, a single entry, or zones mapped to ids", () => {
    expect(parseLayoutTree(JSON.stringify([{ widgetId: ID, orderNo: 1, widgetGroup: "RightZone" }]))).toEqual([
      { widgetId: ID, orderNo: 1, widgetGroup: "RightZone" },
    ]);
    expect(parseLayoutTree(JSON.stringify({ WidgetId: ID, OrderNo: 0, WidgetGroup: "LeftZone" }))).toHaveLength(1);
    expect(parseLayoutTree(JSON.stringify({ LeftZone: [ID2, ID], RightZone: [] }))).toEqual([
      { widgetId: ID2, orderNo: 0, widgetGroup: "LeftZone" },
      { widgetId: ID, orderNo: 1, widgetGroup: "LeftZone" },
    ]);
  });
  it("refuses bad JSON, unknown zones and missing members", () => {
    fails(() => parseLayoutTree("[{"), "layoutTree: must be valid JSON");
    fails(
      () => parseLayoutTree(JSON.stringify([{ widgetId: ID, orderNo: 0, widgetGroup: "Nowhere" }])),
      "layoutTree[0].widgetGroup",
    );
    fails(() => parseLayoutTree(JSON.stringify([{ widgetId: ID, widgetGroup: "LeftZone" }])), "layoutTree[0].orderNo");
    fails(
      () => parseLayoutTree(JSON.stringify([{ widgetId: "nope", orderNo: 0, widgetGroup: "LeftZone" }])),
      "widgetId",
    );
  });
});

describe("parseWidgetStamps", () => {
  it("maps widget ids to dates and refuses anything else", () => {
    const stamps = parseWidgetStamps(JSON.stringify({ [ID]: "2024-05-01T10:00:00Z" }));
    expect(stamps.get(ID)?.toISOString()).toBe("2024-05-01T10:00:00.000Z");
    fails(() => parseWidgetStamps("[]"), "widgetsJSON");
    fails(() => parseWidgetStamps(JSON.stringify({ [ID]: 5 })), `widgetsJSON.${ID}`);
  });
});

describe("NUL characters", () => {
  it("are refused in JSON parameters (PostgreSQL text cannot hold them)", () => {
    fails(() => parseWidgetJson(JSON.stringify({ Title: "a\u0000b" })), "U+0000");
  });
});

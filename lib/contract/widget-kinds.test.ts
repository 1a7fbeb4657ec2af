import { describe, expect, it } from "vitest";
import { settingsSchema } from "./schemas";
import { checkSetting, KIND_SPECS, kindSpec } from "./widget-kinds";

describe("widget kinds", () => {
  it("declares each kind once, with defaults its own fields accept", () => {
    expect(new Set(KIND_SPECS.map((k) => k.key)).size).toBe(KIND_SPECS.length);
    for (const spec of KIND_SPECS) {
      expect(Object.keys(spec.defaults).sort(), spec.key).toEqual(spec.fields.map((f) => f.name).sort());
      expect(settingsSchema(spec).safeParse(spec.defaults).success, spec.key).toBe(true);
    }
  });

  it("gives the server's schema and the editor the same rule and message", () => {
    const spec = kindSpec(" documentlist ")!;
    const schema = settingsSchema(spec);
    const bad = schema.safeParse({ ...spec.defaults, PageSize: "0" });
    expect(bad.success).toBe(false);
    const pageSize = spec.fields.find((f) => f.name === "PageSize")!;
    expect(bad.error?.issues[0]?.message).toBe(checkSetting(pageSize, "0"));
    expect(schema.safeParse({ ...spec.defaults, Colour: "red" }).success).toBe(false);
    const types = spec.fields.find((f) => f.name === "Types")!;
    expect(checkSetting(types, "news;constructor")).toContain('"constructor" is not one');
  });

  it("lets the server add its own check", () => {
    const spec = kindSpec("Note")!;
    const schema = settingsSchema(spec, (_field, value) => (value === "no" ? "is no" : undefined));
    expect(schema.safeParse({ Text: "yes" }).success).toBe(true);
    expect(schema.safeParse({ Text: "no" }).error?.issues[0]?.message).toBe("is no");
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { USER_CREATE_SHAPE, USER_FIELDS, USER_UPDATE_SHAPE } from "./user-fields";

describe("user fields", () => {
  it("validates exactly the fields it describes", () => {
    expect(Object.keys(USER_CREATE_SHAPE).sort()).toEqual(USER_FIELDS.map((f) => f.Name).sort());
    expect(Object.keys(USER_UPDATE_SHAPE).sort()).toEqual(
      USER_FIELDS.filter((f) => f.Updatable)
        .map((f) => f.Name)
        .sort(),
    );
  });

  it("requires what it says is required on create, and nothing on update", () => {
    const create = z.strictObject(USER_CREATE_SHAPE);
    const required = USER_FIELDS.filter((f) => f.Required).map((f) => f.Name);
    const missing = create.safeParse({}).error!.issues.map((i) => i.path[0]);
    expect(missing.sort()).toEqual(required.sort());
    expect(z.strictObject(USER_UPDATE_SHAPE).safeParse({}).success).toBe(true);
  });

  it("checks catalogue values and formats", () => {
    const update = z.strictObject(USER_UPDATE_SHAPE);
    expect(update.safeParse({ TimeZoneId: 18, CultureId: 2057, Role: "admin", Email: "" }).success).toBe(true);
    for (const bad of [{ TimeZoneId: 999 }, { TimeZoneId: 1.5 }, { CultureId: 1 }, { Role: "root" }, { Email: "x" }]) {
      const result = update.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error!.issues[0]!.path[0]).toBe(Object.keys(bad)[0]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { api, signedFetch, signedInUser } from "../support/api-fixtures";

describe("user endpoints", () => {
  it("returns the caller's record in the spec's shape, without secrets", async () => {
    const { get, user } = await signedInUser();
    const body = await (await get("/user?type=json")).json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "TimeZoneId",
        "CultureId",
        "UserName",
        "FirstName",
        "LastName",
        "Email",
        "Phone",
        "Company",
        "LockedOut",
        "CultureDescription",
        "UtcOffSetHours",
        "LastPasswordChangedDate",
        "CreationDate",
        "Roles",
        "ItemSets",
        "LastUpdated",
      ].sort(),
    );
    expect(body).toMatchObject({ UserName: user.username, Roles: ["user"], LockedOut: false });
    expect(body.CreationDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password_hash|passwordHash/i);
  });

  it("lets only an admin read another user's record", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const admin = await signedInUser({ admin: true });
    expect((await alice.get(`/user?user=${bob.user.username}&type=json`)).status).toBe(403);
    const seen = await admin.get(`/user?user=${bob.user.username.toUpperCase()}&type=json`);
    expect((await seen.json()).UserName).toBe(bob.user.username);
    expect((await admin.get("/user?user=nobody-here&type=json")).status).toBe(404);
    expect((await alice.get(`/user?user=${alice.user.username}&type=json`)).status).toBe(200);
  });

  it("maps requested resources to booleans", async () => {
    const { get } = await signedInUser();
    const body = await (await get("/user/access?resources=api,ads,admin,unknown&type=json")).json();
    expect(body.Resources).toEqual({ api: true, ads: false, admin: false, unknown: false });
    const admin = await signedInUser({ admin: true });
    expect((await (await admin.get("/user/access?resources=admin&type=json")).json()).Resources).toEqual({
      admin: true,
    });
    const all = await (await get("/user/access?type=json")).json();
    expect(all.Resources.api).toBe(true);
  });

  it("saves and reads properties per user; another user cannot see them", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    expect((await alice.get("/user/property?propertyDescription=Theme&type=json")).status).toBe(404);
    const saved = await alice.get("/user/property/update?propertyDescription=Theme&value=dark&type=json");
    expect(await saved.json()).toEqual({ Status: "Saved", Success: true });
    await alice.get("/user/property/update?propertyDescription=theme&value=light&type=json");
    const read = await (await alice.get("/user/property?propertyDescription=THEME&type=json")).json();
    expect(read).toMatchObject({ Description: "Theme", Value: "light" });
    expect((await bob.get("/user/property?propertyDescription=Theme&type=json")).status).toBe(404);
  });

  it("rejects bad property input with 400 and changes nothing", async () => {
    const { get, key } = await signedInUser();
    await get("/user/property/update?propertyDescription=Note&value=kept&type=json");
    const badName = await get("/user/property/update?propertyDescription=bad%20name!&value=x&type=json");
    expect(badName.status).toBe(400);
    expect((await badName.json()).Error).toContain("propertyDescription");
    const tooLong = await signedFetch(
      key,
      api(`/user/property/update?propertyDescription=Note&value=${"x".repeat(4001)}&type=json`),
    );
    expect(tooLong.status).toBe(400);
    const missing = await get("/user/property/update?propertyDescription=Note&type=json");
    expect(missing.status).toBe(400);
    expect((await missing.json()).Error).toBe("parameter value is required");
    expect((await (await get("/user/property?propertyDescription=Note&type=json")).json()).Value).toBe("kept");
  });
});

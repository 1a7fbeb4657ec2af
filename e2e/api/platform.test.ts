import { beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import {
  api,
  createTestKey,
  createTestUser,
  signedInUser,
  uniqueName,
  type TTestKey,
  expectSignedStatus,
  signedJsonCall,
} from "../support/api-fixtures";

type TSigned = Awaited<ReturnType<typeof signedInUser>>;
const call = signedJsonCall;
const expectStatus = expectSignedStatus;

let admin: TSigned;
let user: TSigned;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
  user = await signedInUser();
});

describe("platform: authentication and formats", () => {
  it("answers 401 to anonymous callers on every platform path", async () => {
    for (const path of [
      "/v1/apikey",
      "/v1/servicekey",
      "/v1/users",
      "/v1/users/fields",
      "/v1/companies",
      "/v1/departments",
      "/v1/timezones",
      "/v1/servicetypes",
      "/v1/impersonation",
    ]) {
      const response = await fetch(api(`${path}?type=json`));
      expect(response.status, path).toBe(401);
      expect((await response.json()).Code, path).toBe("AUTHENTICATION_REQUIRED");
    }
  });

  it("serves json by default under /v1/ (DECISIONS 5) and xml on request", async () => {
    const byDefault = await user.get("/v1/timezones");
    expect(byDefault.headers.get("content-type")).toContain("json");
    expect(JSON.stringify(await byDefault.json())).toContain("Asia/Kolkata");
    const response = await user.get("/v1/timezones?type=xml");
    expect(response.headers.get("content-type")).toContain("xml");
    const text = await response.text();
    expect(text).toContain("<ResultList>");
    expect(text).toContain("<IanaName>Asia/Kolkata</IanaName>");
  });
});

describe("/v1/apikey", () => {
  it("creates a key whose secret is shown once, lists keys without secrets, and revokes", async () => {
    const owner = await signedInUser();
    const made = await expectStatus(owner.key, "POST", "/v1/apikey", 201, {
      description: "reporting script",
      digestRequired: true,
    });
    expect(made.ApiKey).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof made.SharedKey).toBe("string");
    expect(made).toMatchObject({ Description: "reporting script", DigestRequired: true });
    const fresh = { ApiKey: made.ApiKey as string, SharedKey: made.SharedKey as string };

    // The new key works (signed), and the list never carries a secret.
    const listed = await expectStatus(fresh, "GET", "/v1/apikey", 200);
    expect(listed.TotalCount).toBe(2);
    expect(listed.Items!.map((k) => k.ApiKey)).toContain(fresh.ApiKey);
    expect(JSON.stringify(listed)).not.toContain(fresh.SharedKey);
    expect(JSON.stringify(listed)).not.toMatch(/SharedKey|Secret|Ciphertext/i);
    const row = listed.Items!.find((k) => k.ApiKey === fresh.ApiKey)!;
    expect(row).toMatchObject({ Description: "reporting script", DigestRequired: true, Revoked: false });

    // Someone else cannot revoke it (404) and it keeps working.
    await expectStatus(user.key, "DELETE", `/v1/apikey?key=${fresh.ApiKey}`, 404);
    await expectStatus(fresh, "GET", "/v1/apikey", 200);

    const revoked = await expectStatus(owner.key, "DELETE", `/v1/apikey/${fresh.ApiKey}`, 200);
    expect(revoked.Success).toBe(true);
    expect((await call(fresh, "GET", "/v1/apikey")).status).toBe(401);
    await expectStatus(owner.key, "DELETE", `/v1/apikey?key=${fresh.ApiKey}`, 404);
    const after = await expectStatus(owner.key, "GET", "/v1/apikey", 200);
    expect(after.Items!.find((k) => k.ApiKey === fresh.ApiKey)!.Revoked).toBe(true);
  });

  it("answers 400 naming the field for bad bodies and creates nothing", async () => {
    const owner = await signedInUser();
    const cases: [unknown, string][] = [
      ["{not json", "not valid"],
      [{ DigestRequired: "yes" }, "DigestRequired"],
      [{ Description: 5 }, "Description"],
      [{ Descripton: "typo" }, "Descripton"],
      [[1, 2], "JSON object"],
      [{ Description: "x".repeat(201) }, "Description"],
    ];
    for (const [body, needle] of cases) {
      const result = await expectStatus(owner.key, "POST", "/v1/apikey", 400, body);
      expect(result.Error, JSON.stringify(body)).toContain(needle);
    }
    expect((await call(owner.key, "POST", "/v1/apikey")).status).toBe(400);
    expect((await expectStatus(owner.key, "GET", "/v1/apikey", 200)).TotalCount).toBe(1);
    await expectStatus(owner.key, "DELETE", "/v1/apikey", 400);
  });
});

describe("/v1/servicekey and /v1/servicetypes", () => {
  it("creates a service account with a key limited to its service types", async () => {
    const name = uniqueName("svc");
    await expectStatus(user.key, "POST", "/v1/servicekey", 403, { UserName: name });
    await expectStatus(user.key, "GET", "/v1/servicekey", 403);
    expect((await pool().query("SELECT 1 FROM users WHERE username = $1", [name])).rowCount).toBe(0);

    const made = await expectStatus(admin.key, "POST", "/v1/servicekey", 201, {
      UserName: name,
      Description: "intranet feeds",
      ServiceTypes: ["feeds"],
    });
    expect(made).toMatchObject({ UserName: name, ServiceTypes: ["feeds"], DigestRequired: true });
    const key = { ApiKey: made.ApiKey as string, SharedKey: made.SharedKey as string };

    // feeds only: an api request is refused, and unsigned use too (digest required by default).
    const refused = await expectStatus(key, "GET", "/v1/timezones", 403);
    expect(refused.Code).toBe("SERVICE_TYPE_NOT_ALLOWED");
    expect((await fetch(api(`/v1/timezones?type=json&apiKey=${key.ApiKey}`))).status).toBe(401);

    // A second key for the same account can widen the types.
    await expectStatus(admin.key, "POST", "/v1/servicekey", 201, { UserName: name, ServiceTypes: ["api", "feeds"] });
    await expectStatus(key, "GET", "/v1/timezones", 200);

    const listed = await expectStatus(admin.key, "GET", "/v1/servicekey", 200);
    const mine = listed.Items!.filter((k) => k.UserName === name);
    expect(mine).toHaveLength(2);
    expect(JSON.stringify(listed)).not.toContain(key.SharedKey);

    // Service accounts are not personal users, and personal users get no service keys.
    const users = await expectStatus(admin.key, "GET", `/v1/users?q=${name}`, 200);
    expect(users.TotalCount).toBe(0);
    const personal = await expectStatus(admin.key, "POST", "/v1/servicekey", 409, { UserName: user.user.username });
    expect(personal.Code).toBe("NOT_A_SERVICE_ACCOUNT");
    await expectStatus(admin.key, "POST", "/v1/servicekey", 400, { UserName: name, ServiceTypes: ["bogus"] });

    await expectStatus(admin.key, "DELETE", `/v1/servicekey?key=${user.key.ApiKey}`, 404);
    await expectStatus(admin.key, "DELETE", `/v1/servicekey/${key.ApiKey}`, 200);
    expect((await call(key, "GET", "/v1/timezones")).status).toBe(401);
  });

  it("lists the service types with what they gate", async () => {
    const types = await expectStatus(user.key, "GET", "/v1/servicetypes", 200);
    expect(types.Items!.map((t) => t.Name)).toEqual(["api", "feeds", "widgets", "exports"]);
    expect(types.Items!.every((t) => typeof t.Description === "string" && (t.Description as string).length > 10)).toBe(
      true,
    );
  });
});

describe("/v1/timezones", () => {
  it("lists the TimeZoneId catalogue with current offsets, which the User record uses", async () => {
    const zones = await expectStatus(user.key, "GET", "/v1/timezones", 200);
    const byIana = new Map(zones.Items!.map((z) => [z.IanaName, z]));
    expect(byIana.get("UTC")).toMatchObject({ TimeZoneId: 0, UtcOffsetHours: 0 });
    expect(byIana.get("Asia/Kolkata")).toMatchObject({ UtcOffsetHours: 5.5 });
    expect(byIana.get("Asia/Kolkata")!.DisplayName).toContain("(UTC+05:30)");
    expect([-4, -5]).toContain(byIana.get("America/New_York")!.UtcOffsetHours);
    const ids = zones.Items!.map((z) => z.TimeZoneId);
    expect(new Set(ids).size).toBe(ids.length);

    const person = await signedInUser();
    const kolkata = byIana.get("Asia/Kolkata")!.TimeZoneId;
    await expectStatus(admin.key, "PATCH", `/v1/users/${person.user.username}`, 200, { TimeZoneId: kolkata });
    const record = await expectStatus(person.key, "GET", "/user", 200);
    expect(record).toMatchObject({ TimeZoneId: kolkata, UtcOffSetHours: 5.5 });
  });
});

describe("/v1/users", () => {
  it("creates, finds and updates users; never returns a password hash", async () => {
    const name = uniqueName("jsmith");
    const made = await expectStatus(admin.key, "POST", "/v1/users", 201, {
      UserName: name,
      password: "correct horse battery",
      FirstName: "Jane",
      LastName: "Smith",
      Email: "jane@example.org",
      TimeZoneId: 2,
    });
    expect(made).toMatchObject({ UserName: name, FirstName: "Jane", Role: "user", TimeZoneId: 2, LockedOut: false });
    expect(JSON.stringify(made)).not.toMatch(/scrypt|PasswordHash|"Password"/i);

    const found = await expectStatus(admin.key, "GET", `/v1/users?q=${name.toUpperCase()}&pageSize=5`, 200);
    expect(found.TotalCount).toBe(1);
    expect(found.Items![0]!.UserName).toBe(name);
    expect(JSON.stringify(found)).not.toMatch(/scrypt|PasswordHash/i);
    const page = await expectStatus(admin.key, "GET", "/v1/users?pageSize=1&pageNumber=0", 200);
    expect(page.Items).toHaveLength(1);
    expect(page.TotalCount as number).toBeGreaterThan(1);

    const dup = await expectStatus(admin.key, "POST", "/v1/users", 409, {
      UserName: name.toUpperCase(),
      Password: "another password",
    });
    expect(dup.Code).toBe("USERNAME_TAKEN");

    // The new user can sign in; a new password ends that and locking out stops the key.
    const key = await createTestKey(name);
    await expectStatus(key, "GET", "/user", 200);
    const changed = await expectStatus(admin.key, "PATCH", `/v1/users?userName=${name}`, 200, {
      Phone: "+44 20 7946 0000",
      CultureId: 2057,
    });
    expect(changed).toMatchObject({ Phone: "+44 20 7946 0000", CultureId: 2057, FirstName: "Jane" });
    await expectStatus(admin.key, "PATCH", `/v1/users/${name}`, 200, { LockedOut: true });
    expect((await call(key, "GET", "/user")).status).toBe(401);
    await expectStatus(admin.key, "PATCH", `/v1/users/${name}`, 200, { LockedOut: false });
    await expectStatus(key, "GET", "/user", 200);
    await expectStatus(admin.key, "PATCH", `/v1/users/nosuch-${name}`, 404, { Phone: "1" });
  });

  it("answers 400 naming the field, 403 to non-admins, and changes nothing", async () => {
    const name = uniqueName("bad");
    const cases: [Record<string, unknown>, string][] = [
      [{ Password: "long enough pw" }, "UserName"],
      [{ UserName: name }, "Password"],
      [{ UserName: name, Password: "short" }, "Password"],
      [{ UserName: "has space", Password: "long enough pw" }, "UserName"],
      [{ UserName: name, Password: "long enough pw", TimeZoneId: 9999 }, "TimeZoneId"],
      [{ UserName: name, Password: "long enough pw", TimeZoneId: "2" }, "TimeZoneId"],
      [{ UserName: name, Password: "long enough pw", Email: "not-an-address" }, "Email"],
      [{ UserName: name, Password: "long enough pw", Role: "root" }, "Role"],
      [{ UserName: name, Password: "long enough pw", Company: "No Such Company Anywhere" }, "Company"],
      [{ UserName: name, Password: "long enough pw", Department: "Research" }, "Department"],
      [{ UserName: name, Password: "long enough pw", Shoe: 42 }, "Shoe"],
    ];
    for (const [body, needle] of cases) {
      const result = await expectStatus(admin.key, "POST", "/v1/users", 400, body);
      expect(result.Error, JSON.stringify(body)).toContain(needle);
    }
    await expectStatus(admin.key, "PATCH", `/v1/users/${user.user.username}`, 400, { UserName: "renamed" });
    await expectStatus(admin.key, "PATCH", `/v1/users/${user.user.username}`, 400, { LockedOut: "yes" });
    await expectStatus(admin.key, "GET", "/v1/users?pageSize=0", 400);
    await expectStatus(admin.key, "GET", "/v1/users?pageSize=501", 400);

    await expectStatus(user.key, "GET", "/v1/users", 403);
    await expectStatus(user.key, "GET", "/v1/users/fields", 403);
    await expectStatus(user.key, "POST", "/v1/users", 403, { UserName: name, Password: "long enough pw" });
    const victim = await signedInUser();
    await expectStatus(user.key, "PATCH", `/v1/users/${victim.user.username}`, 403, { LockedOut: true });
    await expectStatus(victim.key, "GET", "/user", 200);
    expect((await pool().query("SELECT 1 FROM users WHERE lower(username) = lower($1)", [name])).rowCount).toBe(0);
  });

  it("keeps an admin from locking out or demoting themselves", async () => {
    const self = admin.user.username;
    expect((await expectStatus(admin.key, "PATCH", `/v1/users/${self}`, 409, { LockedOut: true })).Code).toBe(
      "SELF_LOCKOUT",
    );
    await expectStatus(admin.key, "PATCH", `/v1/users/${self}`, 409, { Role: "user" });
    await expectStatus(admin.key, "GET", "/v1/users", 200);
  });

  it("describes the editable fields", async () => {
    const fields = await expectStatus(admin.key, "GET", "/v1/users/fields", 200);
    const byName = new Map(fields.Items!.map((f) => [f.Name, f]));
    expect(byName.get("UserName")).toMatchObject({ Type: "string", Required: true, Updatable: false, MaxLength: 64 });
    expect(byName.get("Password")).toMatchObject({ Required: true, Updatable: true, WriteOnly: true });
    expect(byName.get("LockedOut")).toMatchObject({ Type: "boolean", Updatable: true });
    expect(byName.get("Role")!.Values).toEqual(["user", "editor", "admin"]);
    expect(byName.get("TimeZoneId")!.Type).toBe("integer");
    for (const name of ["FirstName", "LastName", "Email", "Phone", "CultureId", "Company", "Department"]) {
      expect(byName.has(name), name).toBe(true);
    }
  });
});

describe("/v1/companies and /v1/departments", () => {
  it("creates, renames, fills, empties and deletes companies and departments", async () => {
    const name = uniqueName("Acme");
    const company = await expectStatus(admin.key, "POST", "/v1/companies", 201, { Name: name });
    expect(company).toMatchObject({ Name: name, UserCount: 0, DepartmentCount: 0 });
    const cid = company.Id as number;
    expect((await expectStatus(admin.key, "POST", "/v1/companies", 409, { name: name.toUpperCase() })).Code).toBe(
      "NAME_TAKEN",
    );
    await expectStatus(admin.key, "POST", "/v1/companies", 400, { Name: "  " });
    const renamed = await expectStatus(admin.key, "PATCH", `/v1/companies/${cid}`, 200, { Name: `${name} Ltd` });
    expect(renamed.Name).toBe(`${name} Ltd`);

    const dept = await expectStatus(admin.key, "POST", "/v1/departments", 201, { Name: "Research", CompanyId: cid });
    expect(dept).toMatchObject({ Name: "Research", CompanyId: cid, Company: `${name} Ltd`, UserCount: 0 });
    const did = dept.Id as number;
    await expectStatus(admin.key, "POST", "/v1/departments", 409, { Name: "research", CompanyId: cid });
    await expectStatus(admin.key, "POST", "/v1/departments", 404, { Name: "Research", CompanyId: 2_000_000_000 });
    await expectStatus(admin.key, "POST", "/v1/departments", 400, { Name: "Research" });
    await expectStatus(admin.key, "PATCH", `/v1/departments/${did}`, 200, { Name: "R&D" });

    // Members: joining a department also joins its company.
    const a = await signedInUser();
    const b = await signedInUser();
    const members = await expectStatus(admin.key, "POST", `/v1/departments/${did}/users`, 200, {
      UserNames: [a.user.username],
    });
    expect(members.Items).toEqual([expect.objectContaining({ UserName: a.user.username, Department: "R&D" })]);
    await expectStatus(admin.key, "POST", `/v1/companies/${cid}/users`, 200, { UserNames: [b.user.username] });
    await expectStatus(admin.key, "POST", `/v1/companies/${cid}/users`, 404, { UserNames: ["nosuch-user-xyz"] });
    const companyUsers = await expectStatus(admin.key, "GET", `/v1/companies/${cid}/users`, 200);
    expect(companyUsers.Items!.map((u) => u.UserName).sort()).toEqual([a.user.username, b.user.username].sort());
    expect(await expectStatus(a.key, "GET", "/user", 200)).toMatchObject({ Company: `${name} Ltd` });
    const listed = await expectStatus(admin.key, "GET", `/v1/departments?companyId=${cid}`, 200);
    expect(listed.Items).toEqual([expect.objectContaining({ Id: did, UserCount: 1 })]);
    const one = await expectStatus(admin.key, "GET", `/v1/companies/${cid}`, 200);
    expect(one).toMatchObject({ UserCount: 2, DepartmentCount: 1 });

    // A rename follows into the User record; in-use groups are kept.
    await expectStatus(admin.key, "PATCH", `/v1/companies/${cid}`, 200, { Name: `${name} Group` });
    expect(await expectStatus(b.key, "GET", "/user", 200)).toMatchObject({ Company: `${name} Group` });
    expect((await expectStatus(admin.key, "DELETE", `/v1/companies/${cid}`, 409)).Code).toBe("COMPANY_IN_USE");
    expect((await expectStatus(admin.key, "DELETE", `/v1/departments/${did}`, 409)).Code).toBe("DEPARTMENT_IN_USE");

    await expectStatus(admin.key, "DELETE", `/v1/departments/${did}/users/${a.user.username}`, 200);
    await expectStatus(admin.key, "DELETE", `/v1/departments/${did}/users?userName=${a.user.username}`, 404);
    await expectStatus(admin.key, "DELETE", `/v1/departments/${did}`, 200);
    await expectStatus(admin.key, "GET", `/v1/departments/${did}`, 404);
    await expectStatus(admin.key, "DELETE", `/v1/companies/${cid}/users/${a.user.username}`, 200);
    await expectStatus(admin.key, "DELETE", `/v1/companies/${cid}/users/${b.user.username}`, 200);
    expect(await expectStatus(b.key, "GET", "/user", 200)).toMatchObject({ Company: "" });
    await expectStatus(admin.key, "DELETE", `/v1/companies/${cid}`, 200);
    await expectStatus(admin.key, "GET", `/v1/companies/${cid}`, 404);
  });

  it("sets company and department through /v1/users and refuses non-admins", async () => {
    const name = uniqueName("Org");
    const cid = (await expectStatus(admin.key, "POST", "/v1/companies", 201, { Name: name })).Id as number;
    await expectStatus(admin.key, "POST", "/v1/departments", 201, { Name: "Desk", CompanyId: cid });
    const person = await signedInUser();
    const updated = await expectStatus(admin.key, "PATCH", `/v1/users/${person.user.username}`, 200, {
      Company: name,
      Department: "desk",
    });
    expect(updated).toMatchObject({ Company: name, CompanyId: cid, Department: "Desk" });
    const cleared = await expectStatus(admin.key, "PATCH", `/v1/users/${person.user.username}`, 200, { Company: "" });
    expect(cleared).toMatchObject({ Company: "", CompanyId: 0, Department: "", DepartmentId: 0 });

    const before = await pool().query("SELECT count(*)::int AS n FROM companies");
    await expectStatus(user.key, "GET", "/v1/companies", 403);
    await expectStatus(user.key, "POST", "/v1/companies", 403, { Name: uniqueName("Nope") });
    await expectStatus(user.key, "PATCH", `/v1/companies/${cid}`, 403, { Name: "Hijacked" });
    await expectStatus(user.key, "DELETE", `/v1/companies/${cid}`, 403);
    await expectStatus(user.key, "POST", "/v1/departments", 403, { Name: "X", CompanyId: cid });
    await expectStatus(user.key, "POST", `/v1/companies/${cid}/users`, 403, { UserNames: [user.user.username] });
    expect((await pool().query("SELECT count(*)::int AS n FROM companies")).rows[0].n).toBe(before.rows[0].n);
    expect((await expectStatus(admin.key, "GET", `/v1/companies/${cid}`, 200)).Name).toBe(name);
    await expectStatus(admin.key, "GET", "/v1/companies/abc", 400);
  });
});

describe("Article Comment visibility by department", () => {
  it("shows a comment to its author's department only", async () => {
    const company = (await expectStatus(admin.key, "POST", "/v1/companies", 201, { Name: uniqueName("Vis") }))
      .Id as number;
    const desk = (await expectStatus(admin.key, "POST", "/v1/departments", 201, { Name: "Desk", CompanyId: company }))
      .Id as number;
    const other = (await expectStatus(admin.key, "POST", "/v1/departments", 201, { Name: "Other", CompanyId: company }))
      .Id as number;
    const [author, colleague, outsider, loner] = await Promise.all([1, 2, 3, 4].map(() => signedInUser()));
    await expectStatus(admin.key, "POST", `/v1/departments/${desk}/users`, 200, {
      UserNames: [author!.user.username, colleague!.user.username],
    });
    await expectStatus(admin.key, "POST", `/v1/departments/${other}/users`, 200, {
      UserNames: [outsider!.user.username],
    });

    const word = `cmt${uniqueName("w").replace(/[^a-z0-9]/g, "")}`;
    const { rows } = await pool().query(
      `INSERT INTO documents (type, title, body, content_hash, published_at, contributing_user_id)
       VALUES ('Article Comment', $1, $1, $1, now(), $2) RETURNING id`,
      [word, author!.user.id],
    );
    const id = `5_${rows[0].id}`;
    const sees = async (who: TSigned) =>
      (await expectStatus(who.key, "GET", `/search/documents?q=${word}`, 200)).Items!.map((i) => i.Id).includes(id);

    expect(await sees(author!)).toBe(true);
    expect(await sees(colleague!)).toBe(true);
    expect(await sees(outsider!)).toBe(false);
    expect(await sees(loner!)).toBe(false);
    const { sameGroupUserIds } = await import("@/lib/server/users/user-groups");
    expect(await sameGroupUserIds(colleague!.user.id)).toEqual(
      [author!.user.id, colleague!.user.id].sort((x, y) => x - y),
    );
    expect(await sameGroupUserIds(loner!.user.id)).toEqual([loner!.user.id]);
    // Leaving the department ends it; the author always sees their own comment.
    await expectStatus(admin.key, "DELETE", `/v1/departments/${desk}/users/${colleague!.user.username}`, 200);
    expect(await sees(colleague!)).toBe(false);
    await expectStatus(admin.key, "DELETE", `/v1/departments/${desk}/users/${author!.user.username}`, 200);
    expect(await sees(author!)).toBe(true);
  });
});

describe("/v1/impersonation", () => {
  type TImp = { Id: number; Status: string; UserName: string; AdminUserName: string };
  const whoAmI = async (key: TTestKey) => (await expectStatus(key, "GET", "/user", 200)).UserName;

  it("runs the life cycle: request, approve, activate, act as the user, deactivate, close; with an audit", async () => {
    const boss = await signedInUser({ admin: true });
    const target = await signedInUser();
    const stranger = await signedInUser();

    await expectStatus(user.key, "POST", "/v1/impersonation", 403, { UserName: target.user.username, Reason: "x" });
    await expectStatus(boss.key, "POST", "/v1/impersonation", 400, { UserName: target.user.username });
    await expectStatus(boss.key, "POST", "/v1/impersonation", 400, "{");
    await expectStatus(boss.key, "POST", "/v1/impersonation", 404, { UserName: "nosuch-user-q", Reason: "x" });
    await expectStatus(boss.key, "POST", "/v1/impersonation", 400, { UserName: boss.user.username, Reason: "x" });

    const created = (await expectStatus(boss.key, "POST", "/v1/impersonation", 201, {
      userName: target.user.username,
      reason: "ticket 4711",
    })) as unknown as TImp;
    expect(created).toMatchObject({
      Status: "Pending",
      UserName: target.user.username,
      AdminUserName: boss.user.username,
    });
    const id = created.Id;
    await expectStatus(boss.key, "POST", "/v1/impersonation", 409, { UserName: target.user.username, Reason: "again" });

    // Visible to the two of them only.
    const theirs = await expectStatus(target.key, "GET", "/v1/impersonation", 200);
    expect(theirs.Items!.map((i) => i.Id)).toContain(id);
    await expectStatus(stranger.key, "GET", `/v1/impersonation/${id}`, 404);
    await expectStatus(stranger.key, "POST", `/v1/impersonation/${id}/approve`, 404);

    // Order and roles are enforced.
    expect((await expectStatus(boss.key, "POST", `/v1/impersonation/${id}/activate`, 409)).Code).toBe("INVALID_STATE");
    await expectStatus(boss.key, "POST", `/v1/impersonation/${id}/approve`, 403);
    await expectStatus(target.key, "POST", `/v1/impersonation/${id}/activate`, 403);
    expect(await expectStatus(target.key, "POST", `/v1/impersonation/${id}/approve`, 200)).toMatchObject({
      Status: "Approved",
    });
    await expectStatus(target.key, "POST", `/v1/impersonation/${id}/approve`, 409);
    expect(await whoAmI(boss.key)).toBe(boss.user.username);

    expect(await expectStatus(boss.key, "POST", `/v1/impersonation/${id}/activate`, 200)).toMatchObject({
      Status: "Active",
    });
    // Now the admin acts as the user, with the user's rights, and cannot touch credentials.
    expect(await whoAmI(boss.key)).toBe(target.user.username);
    expect((await expectStatus(boss.key, "GET", "/v1/loginstatus", 200)).UserName).toBe(target.user.username);
    await expectStatus(boss.key, "GET", "/v1/users", 403);
    expect((await expectStatus(boss.key, "POST", "/v1/apikey", 403, {})).Code).toBe("NOT_WHILE_IMPERSONATING");
    await expectStatus(boss.key, "GET", "/search/documents?q=impersonated", 200);

    expect(await expectStatus(boss.key, "POST", "/v1/impersonation/deactivate", 200)).toMatchObject({
      Status: "Approved",
    });
    expect(await whoAmI(boss.key)).toBe(boss.user.username);
    await expectStatus(boss.key, "POST", "/v1/impersonation/deactivate", 409);

    await expectStatus(boss.key, "POST", `/v1/impersonation/${id}/activate`, 200);
    expect(await whoAmI(boss.key)).toBe(target.user.username);
    expect(await expectStatus(boss.key, "POST", `/v1/impersonation/${id}/close`, 200)).toMatchObject({
      Status: "Closed",
    });
    expect(await whoAmI(boss.key)).toBe(boss.user.username);
    await expectStatus(boss.key, "POST", `/v1/impersonation/${id}/activate`, 409);

    // The user sees what was done as them, with both names; requests outside Active are not there.
    const audit = await expectStatus(target.key, "GET", `/v1/impersonation/${id}/audit`, 200);
    const rows = audit.Items!;
    expect(rows.every((r) => r.AdminUserName === boss.user.username && r.UserName === target.user.username)).toBe(true);
    const seen = rows.map((r) => `${r.Method} ${r.Endpoint} ${r.Status}`);
    expect(seen).toEqual([
      "GET /user 200",
      "GET /v1/loginstatus 200",
      "GET /v1/users 403",
      "POST /v1/apikey 403",
      "GET /search/documents 200",
      "POST /v1/impersonation/deactivate 200",
      "GET /user 200",
      "POST /v1/impersonation/{id}/close 200",
    ]);
    expect(audit.TotalCount).toBe(8);
    expect(rows[0]!.Path).toBe("/api/user?type=json");
    expect(rows[4]!.Path).toBe("/api/search/documents?q=impersonated&type=json");
    expect(
      (await expectStatus(boss.key, "GET", `/v1/impersonation/${id}/audit?pageSize=2&pageNumber=1`, 200)).Items,
    ).toHaveLength(2);
    await expectStatus(stranger.key, "GET", `/v1/impersonation/${id}/audit`, 404);
    const db = await pool().query("SELECT admin_id, target_id FROM impersonation_audit WHERE impersonation_id = $1", [
      id,
    ]);
    expect(db.rows.every((r) => r.admin_id === boss.user.id && r.target_id === target.user.id)).toBe(true);
  });

  it("ends at once when the user revokes, and one admin acts as one user at a time", async () => {
    const boss = await signedInUser({ admin: true });
    const [first, second] = await Promise.all([signedInUser(), signedInUser()]);
    const ids: number[] = [];
    for (const who of [first, second]) {
      const made = await expectStatus(boss.key, "POST", "/v1/impersonation", 201, {
        UserName: who!.user.username,
        Reason: "support",
      });
      ids.push(made.Id as number);
      await expectStatus(who!.key, "POST", `/v1/impersonation/${made.Id}/approve`, 200);
    }
    await expectStatus(boss.key, "POST", `/v1/impersonation/${ids[0]}/activate`, 200);
    // While acting as the first user the admin still manages impersonation as themselves.
    expect((await expectStatus(boss.key, "POST", `/v1/impersonation/${ids[1]}/activate`, 409)).Code).toBe(
      "ALREADY_IMPERSONATING",
    );
    expect(await whoAmI(boss.key)).toBe(first!.user.username);
    expect(await expectStatus(first!.key, "POST", `/v1/impersonation/${ids[0]}/revoke`, 200)).toMatchObject({
      Status: "Revoked",
    });
    expect(await whoAmI(boss.key)).toBe(boss.user.username);
    await expectStatus(boss.key, "POST", `/v1/impersonation/${ids[0]}/activate`, 409);
    await expectStatus(boss.key, "POST", `/v1/impersonation/${ids[1]}/activate`, 200);
    expect(await whoAmI(boss.key)).toBe(second!.user.username);
    await expectStatus(boss.key, "POST", `/v1/impersonation/${ids[1]}/close`, 200);
    expect(await whoAmI(boss.key)).toBe(boss.user.username);
  });

  it("applies to the admin's session cookie too", async () => {
    const { loginCookie } = await import("../support/api-fixtures");
    const boss = await createTestUser({ admin: true });
    const bossKey = await createTestKey(boss.username);
    const target = await signedInUser();
    const made = await expectStatus(bossKey, "POST", "/v1/impersonation", 201, {
      UserName: target.user.username,
      Reason: "cookie check",
    });
    await expectStatus(target.key, "POST", `/v1/impersonation/${made.Id}/approve`, 200);
    await expectStatus(bossKey, "POST", `/v1/impersonation/${made.Id}/activate`, 200);
    const cookie = await loginCookie(boss);
    const response = await fetch(api("/user?type=json"), { headers: { Cookie: cookie } });
    expect((await response.json()).UserName).toBe(target.user.username);
    await expectStatus(bossKey, "POST", `/v1/impersonation/${made.Id}/close`, 200);
  });
});

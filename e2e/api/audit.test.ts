import { describe, expect, it } from "vitest";
import { api, createTestUser, signedFetch, signedInUser, uniqueName } from "../support/api-fixtures";

type TAudit = {
  TotalCount: number;
  Items: { Category: string; Action: string; UserName?: string; Outcome: string; Status: number; Target?: string }[];
};

describe("audit log (/v1/audit)", () => {
  it("records sign-ins, key changes, shares and exports, readable by admins only", async () => {
    const user = await createTestUser();
    const login = (password: string) =>
      fetch(api("/v1/login/?type=json"), {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: new URL(api("/")).origin },
        body: JSON.stringify({ Username: user.username, Password: password }),
      });
    expect((await (await login("wrong")).json()).Status).toBe("Delay");

    const alice = await signedInUser();
    const bob = await signedInUser();
    const key = await alice.get("/v1/apikey?type=json"); // a read: not audited
    expect(key.status).toBe(200);
    const made = await (await alice.get(`/project/add/Scrapbook/?description=${uniqueName("Audit")}&type=json`)).json();
    const ref = made.Projects[0].ProjectRef;
    await alice.get(`/project/share?projectRef=${ref}&shareState=readonly&users=${bob.user.username}&type=json`);
    expect((await alice.get(`/project/export?projectRef=${ref}&exportFormat=html`)).status).toBe(200);
    expect((await bob.get(`/project/share?projectRef=${ref}&shareState=collaborative&type=json`)).status).toBe(403);

    const admin = await signedInUser({ admin: true });
    const read = async (query: string) => {
      const response = await admin.get(`/v1/audit?${query}&pageSize=100&type=json`);
      expect(response.status).toBe(200);
      return (await response.json()) as TAudit;
    };
    const signIns = await read(`category=sign-in&username=${user.username}`);
    expect(signIns.Items[0]).toMatchObject({ Action: "auth.login", UserName: user.username, Outcome: "Delay" });
    expect(JSON.stringify(signIns)).not.toContain("wrong");

    const mine = await read(`username=${alice.user.username}`);
    const actions = mine.Items.map((i) => `${i.Category}:${i.Action}:${i.Outcome}`);
    expect(actions).toContain("share:project.share:done");
    expect(actions).toContain("export:project.export:done");
    expect(actions.some((a) => a.startsWith("credentials:"))).toBe(false); // reading keys is not audited
    const share = mine.Items.find((i) => i.Action === "project.share")!;
    expect(share.Target).toContain(`projectRef=${ref}`);
    expect(share.Target).toContain(bob.user.username);

    const refused = await read(`username=${bob.user.username}&category=share`);
    expect(refused.Items[0]).toMatchObject({ Status: 403, Outcome: "PROJECT_OWNER_ONLY" });

    expect((await alice.get("/v1/audit?type=json")).status).toBe(403);
    expect((await admin.get("/v1/audit?category=nonsense&type=json")).status).toBe(400);
  });

  it("records API key creation and revocation without the secret", async () => {
    const alice = await signedInUser();
    const response = await signedFetch(alice.key, api("/v1/apikey?type=json"), {
      method: "POST",
      body: JSON.stringify({ Description: "audit" }),
    });
    const created = await response.json();
    expect(response.status, JSON.stringify(created)).toBe(201);
    const admin = await signedInUser({ admin: true });
    const log = (await (
      await admin.get(`/v1/audit?category=credentials&username=${alice.user.username}&type=json`)
    ).json()) as TAudit;
    expect(log.Items.map((i) => i.Action)).toContain("apikey.create");
    expect(JSON.stringify(log)).not.toContain(created.SharedKey);
  });
});

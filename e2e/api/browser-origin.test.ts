import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, baseUrl, createTestUser, loginCookie, signedInUser, uniqueName } from "../support/api-fixtures";

// DECISIONS 17: what a browser marks as coming from another site may not sign in or out, change anything
// with a cookie, or read through jsonp with a cookie; contradictory headers are refused; a request with
// neither header is a script with a cookie jar and is judged on its cookie alone.

const EVIL = "http://evil.example";
const crossSite = { Origin: EVIL, "Sec-Fetch-Site": "cross-site" };

async function loginWith(headers: Record<string, string>, user: { username: string; password: string }) {
  return fetch(api("/v1/login/?type=json"), {
    method: "POST",
    headers,
    body: JSON.stringify({ Username: user.username, Password: user.password }),
  });
}

describe("login, logout and jsonp from another site (DECISIONS 17)", () => {
  it("refuses a cross-site login with valid credentials: 403, no cookie", async () => {
    const user = await createTestUser();
    const attempts: Record<string, string>[] = [
      { ...crossSite, "Content-Type": "text/plain" },
      { Origin: EVIL, "Content-Type": "application/json" },
      { "Sec-Fetch-Site": "same-site", "Content-Type": "application/json" },
      // Contradictory: claims same-origin, but the Origin is foreign.
      { "Sec-Fetch-Site": "same-origin", Origin: EVIL, "Content-Type": "application/json" },
    ];
    for (const headers of attempts) {
      const response = await loginWith(headers, user);
      const body = await response.json();
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(body.Code).toBe("CROSS_SITE_REQUEST");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    // From the app's own pages, and from a script (neither header), it works.
    const own = await loginWith(
      { "Content-Type": "application/json", Origin: baseUrl, "Sec-Fetch-Site": "same-origin" },
      user,
    );
    expect((await own.json()).Status).toBe("Success");
    const script = await loginWith({ "Content-Type": "application/json" }, user);
    expect((await script.json()).Status).toBe("Success");
    // The legacy GET login is guarded the same way.
    const legacy = await fetch(api(`/login?username=${user.username}&password=${user.password}&type=json`), {
      headers: crossSite,
    });
    expect(legacy.status).toBe(403);
    expect(legacy.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a cross-site logout: the session stays signed in", async () => {
    const cookie = await loginCookie(await createTestUser());
    for (const method of ["GET", "POST"]) {
      const out = await fetch(api("/v1/logout?type=json"), { method, headers: { Cookie: cookie, ...crossSite } });
      expect(out.status, method).toBe(403);
      expect(out.headers.get("set-cookie")).toBeNull();
    }
    const status = await fetch(api("/v1/loginstatus?type=json"), { headers: { Cookie: cookie } });
    expect((await status.json()).Status).toBe("authenticated");
  });

  it("refuses jsonp with a cookie from another site, and serves it to this site", async () => {
    const { user } = await signedInUser();
    const cookie = await loginCookie(user);
    await fetch(api(`/project/add/Scrapbook?description=${uniqueName("Secret")}&type=json`), {
      headers: { Cookie: cookie, Origin: baseUrl },
    });
    for (const path of ["/projects?type=jsonp&callback=steal", "/user?type=jsonp&callback=steal"]) {
      const marks: Record<string, string>[] = [crossSite, { Origin: EVIL }, { "Sec-Fetch-Site": "same-site" }];
      for (const headers of marks) {
        const response = await fetch(api(path), { headers: { Cookie: cookie, ...headers } });
        const text = await response.text();
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(text).not.toContain(user.username);
        expect(text).toContain("CROSS_SITE_REQUEST");
      }
      const own = await fetch(api(path), { headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });
      expect(own.status, path).toBe(200);
      expect(await own.text()).toMatch(/^steal\(/);
      // A cross-site json read is not readable by another site's script (no CORS), so it is served.
      const read = await fetch(api(path.replace("type=jsonp&callback=steal", "type=json")), {
        headers: { Cookie: cookie, ...crossSite },
      });
      expect(read.status, path).toBe(200);
    }
  });

  it("refuses a write whose headers contradict each other, and changes nothing", async () => {
    const cookie = await loginCookie(await createTestUser());
    const description = uniqueName("Contradiction");
    const response = await fetch(api(`/project/add/Scrapbook?description=${description}&type=json`), {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: EVIL },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).Code).toBe("CROSS_SITE_REQUEST");
    const list = await (await fetch(api("/projects?type=json"), { headers: { Cookie: cookie } })).text();
    expect(list).not.toContain(description);
  });
});

describe("the public cookie-jar sample (formsauth.js): no Origin, no Sec-Fetch-Site", () => {
  it("signs in, reads, writes and signs out with its cookie alone", async () => {
    const user = await createTestUser();
    // The sample posts the credentials and keeps the cookie it is given.
    const login = await loginWith({ "Content-Type": "application/json" }, user);
    expect((await login.json()).Status).toBe("Success");
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const jar = { Cookie: cookie };

    expect((await (await fetch(api("/user?type=json"), { headers: jar })).json()).UserName).toBe(user.username);
    const description = uniqueName("Jar");
    const added = await fetch(api(`/project/add/Scrapbook?description=${description}&type=json`), { headers: jar });
    expect(added.status, await added.clone().text()).toBe(200);
    const saved = await fetch(api("/user/property/update?propertyDescription=Colour&value=blue&type=json"), {
      method: "POST",
      headers: jar,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await (await fetch(api("/projects?type=json"), { headers: jar })).text()).toContain(description);

    const out = await fetch(api("/v1/logout?type=json"), { method: "POST", headers: jar });
    expect((await out.json()).Status).toBe("Logged out");
  });
});

describe("another user's tab is indistinguishable from no tab (/user/property)", () => {
  it("answers a foreign tab GUID exactly as a random GUID, without its ProjectRef", async () => {
    const [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
    const tab = (
      (await (await alice.get(`/mypagetab/create?description=${uniqueName("Tab")}&type=json`)).json()) as {
        WidgetProject: { Id: string; ProjectRef: string };
      }
    ).WidgetProject;
    const answers: { status: number; body: Record<string, unknown> }[] = [];
    for (const guid of [tab.Id, randomUUID()]) {
      await bob.get(`/user/property/update?propertyDescription=LastUsedMyPageTab&value=${guid}&type=json`);
      const response = await bob.get("/user/property?propertyDescription=LastUsedMyPageTab&type=json");
      const body = (await response.json()) as Record<string, unknown>;
      expect(JSON.stringify(body)).not.toContain(tab.ProjectRef);
      answers.push({ status: response.status, body: { ...body, Error: String(body.Error).replace(guid, "<guid>") } });
    }
    expect(answers[0]!.status).toBe(404);
    expect(answers[0]).toEqual(answers[1]);
    // Alice still sees her own tab through the same property.
    await alice.get(`/user/property/update?propertyDescription=LastUsedMyPageTab&value=${tab.Id}&type=json`);
    expect((await alice.get("/user/property?propertyDescription=LastUsedMyPageTab&type=json")).status).toBe(200);
  });
});

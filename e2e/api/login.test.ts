import { describe, expect, it } from "vitest";
import { api, baseUrl, createTestUser, loginCookie } from "../support/api-fixtures";

const json = { "Content-Type": "application/json" };
const sameOrigin = { Origin: baseUrl };

async function login(username: string, password: string) {
  const response = await fetch(api("/v1/login/?type=json"), {
    method: "POST",
    headers: json,
    body: JSON.stringify({ Username: username, Password: password }),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe("session login (DECISIONS 16, 17)", () => {
  it("signs in, sets an httpOnly SameSite=Lax cookie, and the cookie authenticates", async () => {
    const user = await createTestUser({ firstName: "Ada" });
    const { response, body } = await login(user.username, user.password);
    expect(body).toEqual({ Status: "Success", CookieName: "nei_session" });
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^nei_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(";")[0]!;
    const me = await fetch(api("/user?type=json"), { headers: { Cookie: cookie } });
    expect((await me.json()).FirstName).toBe("Ada");
    const status = await fetch(api("/v1/loginstatus?type=json"), { headers: { Cookie: cookie } });
    expect(await status.json()).toMatchObject({ Status: "authenticated", UserName: user.username });
  });

  it("gives growing delays for wrong passwords and refuses the right one inside the delay", async () => {
    const user = await createTestUser();
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await login(user.username, "wrong-password");
      expect(body.Status).toBe("Delay");
      delays.push(body.NextLoginDelayInSeconds as number);
      // The first three are checked after waiting out the delay; the last two come too early.
      if (i < 2) await new Promise((r) => setTimeout(r, delays[i]! * 1000 + 150));
    }
    expect(delays).toEqual([1, 2, 4, 8, 16]);
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
    // Inside the delay even the right password is not checked, and the delay grows again.
    const early = await login(user.username, user.password);
    expect(early.body.Status).toBe("Delay");
    expect(early.body.NextLoginDelayInSeconds as number).toBeGreaterThan(delays.at(-1)!);
    expect(early.response.headers.get("set-cookie")).toBeNull();
  });

  it("succeeds once the delay has elapsed", async () => {
    const user = await createTestUser();
    const failed = await login(user.username, "wrong-password");
    expect(failed.body).toEqual({ Status: "Delay", NextLoginDelayInSeconds: 1 });
    await new Promise((r) => setTimeout(r, 1200));
    expect((await login(user.username, user.password)).body.Status).toBe("Success");
  });

  it("answers an unknown user exactly like a wrong password", async () => {
    const { body } = await login(`ghost-${Date.now()}`, "whatever-password");
    expect(body).toEqual({ Status: "Delay", NextLoginDelayInSeconds: 1 });
  });

  it("rejects malformed login bodies with 400 naming the problem", async () => {
    const bad = await fetch(api("/v1/login/?type=json"), { method: "POST", headers: json, body: "{not json" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).Code).toBe("INVALID_JSON");
    const missing = await fetch(api("/v1/login/?type=json"), {
      method: "POST",
      headers: json,
      body: '{"Username":"x"}',
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).Error).toContain("Password");
  });

  it("logs out a cookie session and reports when there is none", async () => {
    const cookie = await loginCookie(await createTestUser());
    const out = await fetch(api("/v1/logout?type=json"), { method: "POST", headers: { Cookie: cookie } });
    expect(await out.json()).toMatchObject({ Status: "Logged out" });
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    const none = await fetch(api("/v1/logout?type=json"));
    expect(await none.json()).toMatchObject({ Status: "No active session found" });
  });

  it("serves the legacy /login, /loginStatus and /logout in json and jsonp", async () => {
    const user = await createTestUser();
    const legacy = await fetch(
      api(`/login?username=${user.username}&password=${user.password}&type=jsonp&callback=done`),
    );
    expect(await legacy.text()).toBe('done({"Status":"Success","CookieName":"nei_session"});');
    const cookie = legacy.headers.get("set-cookie")!.split(";")[0]!;
    const status = await fetch(api("/loginStatus?type=json"), { headers: { Cookie: cookie } });
    expect((await status.json()).Status).toBe("authenticated");
    const out = await fetch(api("/logout?type=json"), { headers: { Cookie: cookie } });
    expect((await out.json()).Status).toBe("Logged out");
    expect((await fetch(api("/login?username=a&password=b&type=xml"))).status).toBe(400);
  });

  it("refuses a cookie-only change from another site (403) and accepts it from this one", async () => {
    const cookie = await loginCookie(await createTestUser());
    const path = "/user/property/update?propertyDescription=Colour&value=blue&type=json";
    const crossSite = await fetch(api(path), { headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    const contradictory = await fetch(api(path), {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: "http://evil.example" },
    });
    expect(contradictory.status).toBe(403);
    const lookup = await fetch(api("/user/property?propertyDescription=Colour&type=json"), {
      headers: { Cookie: cookie },
    });
    expect(lookup.status).toBe(404); // the refused calls changed nothing
    const ok = await fetch(api(path), { headers: { Cookie: cookie, ...sameOrigin } });
    expect(ok.status).toBe(200);
    // Neither header: not a browser (a script with a cookie jar), judged on its cookie alone.
    const script = await fetch(api(path.replace("blue", "green")), { headers: { Cookie: cookie } });
    expect(script.status).toBe(200);
  });

  it("changes the password: old sessions end, the new password works, bad input changes nothing", async () => {
    const user = await createTestUser();
    const cookie = await loginCookie(user);
    const other = await loginCookie(user);
    const change = (body: object, c = cookie) =>
      fetch(api("/v1/changepassword?type=json"), {
        method: "POST",
        headers: { ...json, ...sameOrigin, Cookie: c },
        body: JSON.stringify(body),
      });

    const short = await change({ Password: user.password, NewPassword: "short" });
    expect(short.status).toBe(400);
    const wrong = await change({ Password: "not-my-password", NewPassword: "a-long-new-password" });
    expect(wrong.status).toBe(403);
    await new Promise((r) => setTimeout(r, 1100)); // the wrong attempt delays the next login

    const done = await change({ Password: user.password, NewPassword: "a-long-new-password" });
    expect(await done.json()).toMatchObject({ Status: "Success" });
    const renewed = done.headers.get("set-cookie")!.split(";")[0]!;
    expect((await fetch(api("/user?type=json"), { headers: { Cookie: renewed } })).status).toBe(200);
    expect((await fetch(api("/user?type=json"), { headers: { Cookie: other } })).status).toBe(401);
    expect((await login(user.username, "a-long-new-password")).body.Status).toBe("Success");
  });

  it("rejects a forged or tampered cookie", async () => {
    const cookie = await loginCookie(await createTestUser());
    const tampered = cookie.slice(0, -4) + "AAAA";
    expect((await fetch(api("/user?type=json"), { headers: { Cookie: tampered } })).status).toBe(401);
    expect((await fetch(api("/user?type=json"), { headers: { Cookie: "nei_session=garbage" } })).status).toBe(401);
  });
});

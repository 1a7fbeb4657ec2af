import { describe, expect, it } from "vitest";
import { api, createTestKey, createTestUser, loginCookie, signedFetch } from "../support/api-fixtures";

// Sign-in sessions: listed, ended one by one or all but this one, ended by signing out and by a password
// change; an ended session's cookie no longer signs in, wherever it was copied to.

type TSession = { Id: string; UserAgent: string; Current: boolean; CreatedDate: string; LastSeenDate: string };

const withCookie = (cookie: string, path: string, init: { method?: string; body?: string; agent?: string } = {}) =>
  fetch(api(path), {
    method: init.method ?? "GET",
    headers: {
      cookie,
      "Content-Type": "application/json",
      ...(init.agent ? { "User-Agent": init.agent } : {}),
    },
    body: init.body,
  });

async function signInAs(user: { username: string; password: string }, agent: string): Promise<string> {
  const response = await fetch(api("/v1/login/?type=json"), {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": agent },
    body: JSON.stringify({ Username: user.username, Password: user.password }),
  });
  expect((await response.json()).Status).toBe("Success");
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

const status = async (cookie: string) =>
  (await (await withCookie(cookie, "/v1/loginstatus?type=json")).json()).Status as string;

async function sessionsOf(cookie: string): Promise<TSession[]> {
  const response = await withCookie(cookie, "/v1/sessions?type=json");
  expect(response.status).toBe(200);
  return (await response.json()).Items;
}

describe("sign-in sessions", () => {
  it("lists the caller's sessions with the current one marked, and ends another one for good", async () => {
    const user = await createTestUser();
    const laptop = await signInAs(user, "Laptop Browser/1.0");
    const phone = await signInAs(user, "Phone Browser/2.0");
    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.Current)?.UserAgent).toBe("Laptop Browser/1.0");
    const phoneSession = list.find((s) => !s.Current)!;
    expect(phoneSession.UserAgent).toBe("Phone Browser/2.0");
    expect(Date.parse(phoneSession.CreatedDate)).toBeGreaterThan(Date.now() - 600_000);

    expect(await status(phone)).toBe("authenticated");
    const ended = await withCookie(laptop, `/v1/sessions/${phoneSession.Id}?type=json`, { method: "DELETE" });
    expect(ended.status).toBe(200);
    expect(await status(phone)).toBe("unauthenticated");
    expect((await withCookie(phone, "/v1/sessions?type=json")).status).toBe(401);
    expect(await status(laptop)).toBe("authenticated");
    expect((await sessionsOf(laptop)).map((s) => s.Id)).not.toContain(phoneSession.Id);
    // Ending it again, or an unknown session: 404.
    const again = await withCookie(laptop, `/v1/sessions/${phoneSession.Id}?type=json`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await again.json()).Code).toBe("SESSION_NOT_FOUND");
  });

  it("never shows or ends another user's session (404, nothing changes)", async () => {
    const alice = await createTestUser();
    const mallory = await createTestUser();
    const aliceCookie = await loginCookie(alice);
    const malloryCookie = await loginCookie(mallory);
    const aliceSession = (await sessionsOf(aliceCookie))[0]!;
    expect((await sessionsOf(malloryCookie)).map((s) => s.Id)).not.toContain(aliceSession.Id);
    const refused = await withCookie(malloryCookie, `/v1/sessions/${aliceSession.Id}?type=json`, { method: "DELETE" });
    expect(refused.status).toBe(404);
    expect(await status(aliceCookie)).toBe("authenticated");
  });

  it("signing out ends the session: a copy of the cookie no longer signs in", async () => {
    const user = await createTestUser();
    const cookie = await loginCookie(user);
    const copy = cookie;
    const out = await withCookie(cookie, "/v1/logout?type=json", { method: "POST" });
    expect((await out.json()).Status).toBe("Logged out");
    expect(await status(copy)).toBe("unauthenticated");
  });

  it("ends every other session at once, and a password change ends the others too", async () => {
    const user = await createTestUser();
    const [a, b, c] = [await loginCookie(user), await loginCookie(user), await loginCookie(user)];
    const others = await withCookie(a, "/v1/sessions/endothers?type=json", { method: "POST" });
    expect((await others.json()).Ended).toBe(2);
    expect([await status(a), await status(b), await status(c)]).toEqual([
      "authenticated",
      "unauthenticated",
      "unauthenticated",
    ]);

    const d = await loginCookie(user);
    const changed = await withCookie(a, "/v1/changepassword?type=json", {
      method: "POST",
      body: JSON.stringify({ Password: user.password, NewPassword: `${user.password}-New1!` }),
    });
    expect(changed.status).toBe(200);
    const renewed = changed.headers.get("set-cookie")!.split(";")[0]!;
    expect(await status(renewed)).toBe("authenticated");
    expect(await status(d)).toBe("unauthenticated");
    expect((await sessionsOf(renewed)).map((s) => s.Current)).toEqual([true]);
  });

  it("is an account endpoint: a key with its digest may list, a key-only key may not even read", async () => {
    const user = await createTestUser();
    await loginCookie(user);
    const key = await createTestKey(user.username);
    const listed = await signedFetch(key, api("/v1/sessions?type=json"));
    expect(listed.status).toBe(200);
    expect((await listed.json()).Items.every((s: TSession) => !s.Current)).toBe(true);
    const keyOnly = await createTestKey(user.username, false);
    const refused = await fetch(api(`/v1/sessions?type=json&apiKey=${keyOnly.ApiKey}`));
    expect([401, 403]).toContain(refused.status);
  });
});

import { sealData } from "iron-session";
import { afterEach, describe, expect, it, vi } from "vitest";

// lib/server/config/secrets.ts caches the secret on first use, so it must be set before anything reads it.
const SECRET = vi.hoisted(() => {
  const secret = "fedcba9876543210".repeat(4);
  process.env.SESSION_SECRET = secret;
  return secret;
});

import { clearedSessionCookie, readCookie, sealSession, SESSION_COOKIE, sessionCookie, unsealSession } from "./session";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("sealSession and unsealSession", () => {
  const data = { uid: 7, pwc: 1_700_000_000_000, iat: 1_700_000_100, sid: "s1" };

  it("round-trips the session data", async () => {
    const sealed = await sealSession(data);
    expect(sealed).not.toContain("1700000000000");
    expect(await unsealSession(sealed)).toEqual(data);
  });

  it.each(["", "garbage", "Fe26.2*1*abc*def", "Fe26.2**********"])("answers null to %j", async (sealed) => {
    expect(await unsealSession(sealed)).toBeNull();
  });

  it("answers null to a seal whose content was altered", async () => {
    const sealed = await sealSession(data);
    const altered = sealed.slice(0, 40) + (sealed[40] === "A" ? "B" : "A") + sealed.slice(41);
    expect(await unsealSession(altered)).toBeNull();
  });

  it("answers null to a seal made with another secret", async () => {
    const foreign = await sealData(data, { password: "x".repeat(64) });
    expect(await unsealSession(foreign)).toBeNull();
  });

  it("answers null to a valid seal without uid, pwc and sid", async () => {
    expect(await unsealSession(await sealData({ uid: "7", pwc: 1, sid: "s1" }, { password: SECRET }))).toBeNull();
    // A cookie sealed before sessions were recorded names none: it no longer signs anyone in.
    expect(await unsealSession(await sealData({ uid: 7, pwc: 1, iat: 1 }, { password: SECRET }))).toBeNull();
    expect(await unsealSession(await sealData({ other: true }, { password: SECRET }))).toBeNull();
  });

  it("answers null once the session has expired", async () => {
    vi.stubEnv("SESSION_TTL_SECONDS", "60");
    vi.useFakeTimers({ now: new Date("2024-01-01T00:00:00Z") });
    const sealed = await sealSession(data);
    expect(await unsealSession(sealed)).toEqual(data);
    vi.setSystemTime(new Date("2024-01-01T00:05:00Z"));
    expect(await unsealSession(sealed)).toBeNull();
  });
});

describe("sessionCookie", () => {
  it("is HttpOnly and SameSite=Lax, for the whole site, with the configured lifetime", () => {
    vi.stubEnv("SESSION_TTL_SECONDS", "3600");
    const cookie = sessionCookie("sealed-value", false);
    expect(cookie.split("; ")).toEqual([
      `${SESSION_COOKIE}=sealed-value`,
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
      "Max-Age=3600",
    ]);
  });

  it("is Secure only over https", () => {
    expect(sessionCookie("v", true).split("; ")).toContain("Secure");
    expect(sessionCookie("v", false).split("; ")).not.toContain("Secure");
  });
});

describe("clearedSessionCookie", () => {
  it("empties the cookie and expires it at once, with the same attributes", () => {
    expect(clearedSessionCookie(false)).toBe(`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    expect(clearedSessionCookie(true).split("; ")).toContain("Secure");
  });
});

describe("readCookie", () => {
  it("finds a cookie among several", () => {
    expect(readCookie("a=1; nei_session=Fe26.2*abc; b=2", "nei_session")).toBe("Fe26.2*abc");
  });

  it("tolerates missing and extra spaces", () => {
    expect(readCookie("a=1;nei_session=x;b=2", "nei_session")).toBe("x");
    expect(readCookie("  nei_session = x ", "nei_session")).toBe("x");
  });

  it("keeps = signs inside the value", () => {
    expect(readCookie("nei_session=a=b==", "nei_session")).toBe("a=b==");
  });

  it("matches the whole name only, case-sensitively", () => {
    expect(readCookie("my_nei_session=x; nei_session2=y", "nei_session")).toBeUndefined();
    expect(readCookie("NEI_SESSION=x", "nei_session")).toBeUndefined();
  });

  it("takes the first of repeated cookies", () => {
    expect(readCookie("nei_session=first; nei_session=second", "nei_session")).toBe("first");
  });

  it("answers undefined without a header or a well-formed matching part", () => {
    expect(readCookie(null, "nei_session")).toBeUndefined();
    expect(readCookie("", "nei_session")).toBeUndefined();
    expect(readCookie("nei_session; =x", "nei_session")).toBeUndefined();
  });

  it("returns an empty value as empty", () => {
    expect(readCookie("nei_session=", "nei_session")).toBe("");
  });
});

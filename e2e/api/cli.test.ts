import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { api, signedFetch, uniqueName } from "../support/api-fixtures";

// The admin CLI is a contract other tools rely on: results on stdout, errors on stderr, exit codes.
function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: inject("databaseUrl"), SESSION_SECRET: inject("sessionSecret") },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("admin CLI", () => {
  it("creates a user and a key whose --json output is the only thing on stdout and works for signing", async () => {
    const username = uniqueName("cli");
    const created = cli(
      "user:create",
      "--username",
      username,
      "--password",
      "cli-password-1",
      "--first",
      "Cli",
      "--last",
      "User",
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(username);

    const key = cli("apikey:create", "--username", username, "--digest-required", "--json");
    expect(key.code).toBe(0);
    const parsed = JSON.parse(key.stdout);
    expect(Object.keys(parsed).sort()).toEqual(["ApiKey", "SharedKey"]);
    const response = await signedFetch(parsed, api("/user?type=json"));
    expect((await response.json()).FirstName).toBe("Cli");
    const unsigned = await fetch(api(`/user?type=json&apiKey=${parsed.ApiKey}`));
    expect(unsigned.status).toBe(401);

    // --key-only makes a key that reads without a digest, and only reads (DECISIONS 15).
    const reader = JSON.parse(cli("apikey:create", "--username", username, "--key-only", "--json").stdout);
    expect((await fetch(api(`/search/documents?q=x&type=json&apiKey=${reader.ApiKey}`))).status).toBe(200);
    expect((await fetch(api(`/user?type=json&apiKey=${reader.ApiKey}`))).status).toBe(403);
    // Without a flag a key needs its digest.
    const plain = JSON.parse(cli("apikey:create", "--username", username, "--json").stdout);
    expect((await fetch(api(`/search/documents?q=x&type=json&apiKey=${plain.ApiKey}`))).status).toBe(401);

    const listed = cli("apikey:list", "--username", username);
    expect(listed.stdout).toContain(parsed.ApiKey);
    expect(listed.stdout).not.toContain(parsed.SharedKey);

    expect(cli("apikey:revoke", parsed.ApiKey).code).toBe(0);
    expect((await signedFetch(parsed, api("/user?type=json"))).status).toBe(401);
    const again = cli("apikey:revoke", parsed.ApiKey);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/no active API key/);
  });

  it("reports errors on stderr with a non-zero exit and prints nothing on stdout", () => {
    const duplicate = uniqueName("dup");
    expect(cli("user:create", "--username", duplicate, "--password", "long-enough-1").code).toBe(0);
    const again = cli("user:create", "--username", duplicate.toUpperCase(), "--password", "long-enough-1");
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);

    const noUser = cli("apikey:create", "--username", "does-not-exist", "--json");
    expect(noUser.code).toBe(1);
    expect(noUser.stdout).toBe("");
    expect(noUser.stderr).toMatch(/no user named/);

    const usage = cli("user:create", "--username", "x");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--password/);
    expect(cli("nonsense").code).toBe(2);
  });

  it("analyze --jsonl echoes each input's id, and exits 1 when a line fails", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "analyze-")), "in.jsonl");
    const body =
      "LONDON — Prime Minister Boris Johnson met Chancellor Angela Merkel in London on Monday to discuss trade.";
    fs.writeFileSync(
      file,
      [
        JSON.stringify({ id: "first", title: "Talks", body }),
        JSON.stringify({ id: 2, title: "No body" }),
        JSON.stringify({ title: "No id", body }),
      ].join("\n") + "\n",
    );
    const result = cli("analyze", file, "--jsonl");
    expect(result.code).toBe(1);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { id?: unknown });
    expect(lines.map((l) => l.id)).toEqual(["first", undefined]);
    expect(result.stderr).toContain("line 2 (id 2)");
  });

  it("analyze --text reads a short English sentence without a language hint: English, two people, one city", () => {
    const result = cli("analyze", "--text", "Angela Merkel met Emmanuel Macron in Paris.");
    expect(result.code, result.stderr).toBe(0);
    const printed = JSON.parse(result.stdout) as { language: string; entities: { type: string; name: string }[] };
    expect(printed.language).toBe("en");
    expect(printed.entities.map((e) => `${e.type}:${e.name}`)).toEqual([
      "Person:Angela Merkel",
      "Person:Emmanuel Macron",
      "City:Paris",
    ]);
    expect(cli("analyze", "--text", "x", "file.txt").code).toBe(2);
  });

  it("logs to stderr, so that stdout carries only results", () => {
    const result = spawnSync(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        'process.env.LOG_DESTINATION = "stderr"; const { log } = await import("@/lib/server/log"); log().warn("to stderr"); log().flush();',
      ],
      { encoding: "utf8", env: { ...process.env } },
    );
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("to stderr");
  });

  it("lists users with their roles", () => {
    const name = uniqueName("listed");
    cli("user:create", "--username", name, "--password", "long-enough-1", "--admin");
    const listed = cli("user:list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`${name}.*admin`));
  });
});

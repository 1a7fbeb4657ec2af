import { createHmac } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestKey,
  createTestUser,
  signUrl,
  uniqueName,
  type TTestKey,
  signedCallTo,
} from "../support/api-fixtures";
import { expectConforms } from "../support/conformance";
import { freePort, startTestServer, type TTestServer } from "../support/test-server";

// Alerts end to end on a server of their own: a webhook receiver and an SMTP server on loopback
// (allowed through FEED_ALLOWLIST, as feeds are), documents imported through the real pipeline in this
// process (the store step queues them; the server's matcher hears the commit and delivers).
type TReceived = { path: string; headers: http.IncomingHttpHeaders; body: string };
const received: TReceived[] = [];
const answers = new Map<string, number[]>(); // per path: statuses to answer in turn (0: none), then 200
const mails: { to: string; subject: string; text: string }[] = [];
let server: TTestServer;
let receiver: http.Server;
let smtp: SMTPServer;
let hook = "";

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const p = req.url ?? "/";
      received.push({ path: p, headers: req.headers, body });
      const status = answers.get(p)?.shift() ?? 200;
      if (status === 0) return; // no answer at all (the sender dies waiting)
      res.writeHead(status).end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(","),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((r) => smtp.listen(smtpPort, "127.0.0.1", r));
  server = await startTestServer({
    name: "alerts",
    env: { FEED_ALLOWLIST: "127.0.0.1", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, REPORT_PRODUCING: "false" },
  });
  // This process's services (import, users, keys) work on that server's database with its secret.
  process.env.DATABASE_URL = server.databaseUrl;
  process.env.SESSION_SECRET = server.sessionSecret;
}, 600_000);

afterAll(async () => {
  const { stopJobSender } = await import("@/lib/server/jobs/send-job");
  await stopJobSender();
  const { closePool } = await import("@/lib/server/db/pool");
  await closePool();
  await server?.stop();
  receiver?.close();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
});

const url = (p: string) => `${server.baseUrl}/api${p}`;

const call = (key: TTestKey, method: string, p: string, body?: unknown) =>
  signedCallTo(`${server.baseUrl}/api`, key, method, p, body);

async function person() {
  const user = await createTestUser();
  return { user, key: await createTestKey(user.username) };
}

/** Imports documents through the real pipeline (JSONL source), as a given contributing user if any. */
async function importDocs(docs: object[], contributingUserId?: number): Promise<void> {
  const { runImport } = await import("@/lib/server/ingest/run-import");
  const { jsonlSource } = await import("@/lib/server/ingest/sources/jsonl");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "alerts-")), "docs.jsonl");
  fs.writeFileSync(file, docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
  await runImport(jsonlSource(file), { contributingUserId });
}

const doc = (word: string, extra: object = {}) => ({
  title: `Harbour report ${word} ${uniqueName("t")}`,
  body: `The harbour authority of Valletta said on Monday that ${word} volumes reached a record. Port director Maria Camilleri spoke.`,
  publishedAt: new Date().toISOString(),
  language: "en",
  ...extra,
});

const word = () => uniqueName("zq").replace("-", "");

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const at = (p: string) => received.filter((r) => r.path === p);

describe("alerts", () => {
  it("fires a signed webhook within 10 s of importing a matching document, saying why", async () => {
    const { key } = await person();
    const w = word();
    const secret = "s3cret-" + w;
    const created = await call(key, "POST", "/v1/alerts", {
      Name: "Harbour watch",
      Query: w,
      Channels: { Feed: true, Webhook: { Url: `${hook}/fast-${w}`, Secret: secret } },
      Frequency: "instant",
    });
    expect(created.status, created.raw).toBe(201);
    expect(created.body.Channels.Webhook).toEqual({ Url: `${hook}/fast-${w}`, HasSecret: true });
    expect(created.raw).not.toContain(secret);
    await importDocs([doc(w)]);
    const started = Date.now(); // the document is stored: from here the alert has 10 s
    const [delivery] = await waitFor(
      "the webhook",
      () => (at(`/fast-${w}`).length ? at(`/fast-${w}`) : undefined),
      10_000,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    const expected = `sha256=${createHmac("sha256", secret).update(delivery!.body).digest("hex")}`;
    expect(delivery!.headers["x-signature"]).toBe(expected);
    expect(delivery!.headers["x-delivery-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const payload = JSON.parse(delivery!.body);
    expect(payload).toMatchObject({ AlertId: created.body.Id, Name: "Harbour watch", Query: w });
    expect(payload.Documents).toHaveLength(1);
    expect(payload.Documents[0].Why.Terms).toEqual([w]);
    expect(payload.Documents[0].Id).toMatch(/^5_\d+$/);

    const notes = await call(key, "GET", "/v1/notifications");
    expect(notes.body.UnreadCount).toBe(1);
    expect(notes.body.Items[0].Documents).toEqual([payload.Documents[0].Id]);
    expect((await call(key, "POST", "/v1/notifications/read", {})).body.UnreadCount).toBe(0);
    const log = await waitFor("the delivery log", async () => {
      const r = await call(key, "GET", `/v1/alerts/${created.body.Id}/deliveries`);
      return r.body.Items[0]?.Status === "delivered" ? r.body.Items : undefined;
    });
    expect(log[0]).toMatchObject({ Channel: "webhook", Attempts: 1, Documents: [payload.Documents[0].Id] });
    const matches = await call(key, "GET", `/v1/alerts/${created.body.Id}/matches`);
    expect(matches.body.Items).toMatchObject([{ Id: payload.Documents[0].Id, Why: { Terms: [w], Entities: [] } }]);
    const feed = await call(key, "GET", `/v1/alerts/${created.body.Id}/rss`);
    expect(feed.status).toBe(200);
    expect(feed.raw).toContain(payload.Documents[0].Description);
  });

  it("retries a failing receiver: 500, 500, then 200 on the third attempt with the same X-Delivery-Id", async () => {
    const { key } = await person();
    const w = word();
    answers.set(`/flaky-${w}`, [500, 500]);
    const created = await call(key, "POST", "/v1/alerts", {
      Name: "Flaky",
      Query: w,
      Channels: { Webhook: { Url: `${hook}/flaky-${w}` } },
    });
    expect(created.status).toBe(201);
    await importDocs([doc(w)]);
    const attempts = await waitFor(
      "three attempts",
      () => (at(`/flaky-${w}`).length >= 3 ? at(`/flaky-${w}`) : undefined),
      40_000,
    );
    const ids = new Set(attempts.map((a) => a.headers["x-delivery-id"]));
    expect(ids.size).toBe(1);
    const log = await waitFor("the delivered log", async () => {
      const r = await call(key, "GET", `/v1/alerts/${created.body.Id}/deliveries`);
      return r.body.Items[0]?.Status === "delivered" ? r.body.Items : undefined;
    });
    expect(log[0]).toMatchObject({ Id: [...ids][0], Attempts: 3 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(at(`/flaky-${w}`)).toHaveLength(3);
  }, 60_000);

  it("audits creation and channel changes, and a delivery that failed for good", async () => {
    const { user, key } = await person();
    const w = word();
    answers.set(`/down-${w}`, Array(20).fill(500));
    const created = await call(key, "POST", "/v1/alerts", { Name: "Audited", Query: w });
    const changed = await call(key, "PATCH", `/v1/alerts/${created.body.Id}`, {
      Channels: { Webhook: { Url: `${hook}/down-${w}` } },
    });
    expect(changed.status).toBe(200);
    const { pool } = await import("@/lib/server/db/pool");
    const audit = async () =>
      (
        await pool().query(
          `SELECT category, action, status, outcome, target FROM audit_log WHERE user_id = $1 ORDER BY id`,
          [user.id],
        )
      ).rows;
    expect((await audit()).map((r) => [r.category, r.action, r.status])).toEqual([
      ["alerts", "alerts.create", 201],
      ["alerts", "alerts.update", 200],
    ]);
    await importDocs([doc(w)]);
    await waitFor("the first attempt", () => (at(`/down-${w}`).length ? true : undefined));
    // Nine attempts have failed (rather than waiting the quarter of an hour they take): the next is the last.
    await pool().query(`UPDATE alert_deliveries SET attempts = 9 WHERE alert_id = $1`, [created.body.Id]);
    const failed = await waitFor(
      "the delivery to fail for good",
      async () => (await audit()).find((r) => r.action === "alert.delivery.webhook"),
      20_000,
    );
    expect(failed).toMatchObject({ category: "alerts", status: 502 });
    expect(failed.outcome).toMatch(/failed for good after 10 attempts: the webhook answered HTTP 500/);
    const log = await call(key, "GET", `/v1/alerts/${created.body.Id}/deliveries`);
    expect(log.body.Items[0]).toMatchObject({ Status: "failed", Attempts: 10 });
  }, 60_000);

  it("sends nothing for a non-matching import", async () => {
    const { key } = await person();
    const w = word();
    const other = word();
    await call(key, "POST", "/v1/alerts", {
      Name: "Quiet",
      Query: w,
      Channels: { Webhook: { Url: `${hook}/quiet-${w}` } },
    });
    // A second alert that does match proves the matcher has seen the batch.
    await call(key, "POST", "/v1/alerts", {
      Name: "Sentinel",
      Query: other,
      Channels: { Webhook: { Url: `${hook}/sentinel-${other}` } },
    });
    await importDocs([doc(other)]);
    await waitFor("the sentinel", () => (at(`/sentinel-${other}`).length > 0 ? true : undefined));
    await new Promise((r) => setTimeout(r, 1000));
    expect(at(`/quiet-${w}`)).toHaveLength(0);
  });

  it("matches an entity first recognised after the alert was saved", async () => {
    const { key } = await person();
    const w = word();
    // Nobody in the corpus has this name yet: the alert is saved (and compiled) before the entity exists.
    const created = await call(key, "POST", "/v1/alerts", {
      Name: "New director",
      Query: 'person:"Elena Varkonyi"',
      Channels: { Webhook: { Url: `${hook}/newcomer-${w}` } },
      Frequency: "instant",
    });
    expect(created.status, created.raw).toBe(201);
    // A sentinel alert proves the matcher has run (and compiled the first alert) before the name is ever seen.
    const first = word();
    await call(key, "POST", "/v1/alerts", {
      Name: "Sentinel",
      Query: first,
      Channels: { Webhook: { Url: `${hook}/before-${first}` } },
    });
    await importDocs([doc(first)]);
    await waitFor("the sentinel", () => (at(`/before-${first}`).length > 0 ? true : undefined));
    await importDocs([
      doc(w, {
        body: `Port director Elena Varkonyi said on Monday that ${w} volumes reached a record, and Varkonyi said more ships would come.`,
      }),
    ]);
    const [delivery] = await waitFor("the webhook", () =>
      at(`/newcomer-${w}`).length ? at(`/newcomer-${w}`) : undefined,
    );
    const payload = JSON.parse(delivery!.body);
    expect(payload.Documents).toHaveLength(1);
    expect(payload.Documents[0].Why.Entities).toEqual(["Elena Varkonyi[Person]"]);
  });

  it("keeps alerts private (404) and never delivers documents the owner may not see", async () => {
    const owner = await person();
    const stranger = await person();
    const w = word();
    const created = await call(owner.key, "POST", "/v1/alerts", {
      Name: "Mine",
      Query: w,
      Channels: { Webhook: { Url: `${hook}/private-${w}` } },
    });
    const id = created.body.Id;
    for (const [method, p, body] of [
      ["GET", `/v1/alerts/${id}`],
      ["PATCH", `/v1/alerts/${id}`, { Enabled: false }],
      ["DELETE", `/v1/alerts/${id}`],
      ["POST", `/v1/alerts/${id}/test`],
      ["GET", `/v1/alerts/${id}/deliveries`],
      ["GET", `/v1/alerts/${id}/rss`],
    ] as const) {
      const r = await call(stranger.key, method, p, body);
      expect(r.status, `${method} ${p}`).toBe(404);
      expect(r.raw).toMatch(/ALERT_NOT_FOUND/); // the feed answers errors in XML, the rest in JSON
    }
    expect((await call(stranger.key, "GET", "/v1/alerts")).body.Items).toEqual([]);
    expect((await call(owner.key, "GET", `/v1/alerts/${id}`)).body.Enabled).toBe(true);

    // A comment of another group (the stranger has no department: a group of one) and a restricted provider.
    const { pool } = await import("@/lib/server/db/pool");
    const provider = uniqueName("Wire");
    await pool().query(`INSERT INTO providers (name, name_key, restricted) VALUES ($1, lower($1), true)`, [provider]);
    await importDocs([doc(w, { type: "Article Comment", title: `Comment ${w}` })], stranger.user.id);
    await importDocs([doc(w, { provider, title: `Restricted ${w}` }), doc(w, { title: `Visible ${w}` })]);
    const [delivery] = await waitFor("the owner's delivery", () =>
      at(`/private-${w}`).length ? at(`/private-${w}`) : undefined,
    );
    const titles = JSON.parse(delivery!.body).Documents.map((d: { Description: string }) => d.Description);
    expect(titles).toEqual([`Visible ${w}`]);
    const { rows } = await pool().query(
      `SELECT d.title FROM alert_matches m JOIN documents d ON d.id = m.document_id WHERE m.alert_id = $1`,
      [id],
    );
    expect(rows.map((r) => r.title)).toEqual([`Visible ${w}`]);
  });

  it("refuses bad input with a 400 naming it and stores nothing", async () => {
    const { key } = await person();
    const bad = [
      [{ Name: "x", Query: "a AND (", Channels: {} }, "Query"],
      [{ Name: "x", Query: "a", Frequency: "weekly" }, "Frequency"],
      [{ Name: "x", Query: "a", Channels: { Webhook: { Url: "ftp://example.org/" } } }, "Webhook.Url"],
      [{ Name: "x", Query: "a", Channels: { Webhook: { Url: "http://10.0.0.1/hook" } } }, "10.0.0.1"],
      [{ Name: "x", Query: "a", Channels: { Email: { To: "not-an-address" } } }, "To"],
      [{ Name: "", Query: "a" }, "Name"],
      [{ Name: "x", Query: "a", Colour: "red" }, "Colour"],
    ] as const;
    for (const [body, needle] of bad) {
      const r = await call(key, "POST", "/v1/alerts", body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.Error).toContain(needle);
    }
    expect((await call(key, "GET", "/v1/alerts")).body.Items).toEqual([]);
    expect((await call(key, "GET", "/v1/events?lastEventId=abc")).status).toBe(400);
  });

  it("streams alert events and resumes with Last-Event-ID without missing any", async () => {
    const { key } = await person();
    const w = word();
    const created = await call(key, "POST", "/v1/alerts", { Name: "Live", Query: w });
    const open = async (last?: string) => {
      const controller = new AbortController();
      const response = await fetch(signUrl(key, "GET", url("/v1/events")), {
        headers: last ? { "Last-Event-ID": last } : {},
        signal: controller.signal,
      });
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      const reader = response.body!.getReader();
      let buffer = "";
      const events: { id: string; event: string; data: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
      const next = async () => {
        for (;;) {
          const frames = buffer.split("\n\n");
          buffer = frames.pop()!;
          for (const frame of frames) {
            const field = (name: string) => frame.match(new RegExp(`^${name}: ?(.*)$`, "m"))?.[1];
            if (field("id"))
              events.push({ id: field("id")!, event: field("event")!, data: JSON.parse(field("data")!) });
          }
          if (events.length) return events.shift()!;
          const { value, done } = await reader.read();
          if (done) throw new Error("stream ended");
          buffer += new TextDecoder().decode(value);
        }
      };
      return { next, close: () => controller.abort() };
    };
    const first = await open();
    await new Promise((r) => setTimeout(r, 300)); // connected before the import
    await importDocs([doc(w)]);
    const event = await first.next();
    expect(event.event).toBe("alert");
    expect(event.data.AlertId).toBe(created.body.Id);
    expect(event.data.DocumentIds).toHaveLength(1);
    first.close();
    // While disconnected, another match arrives; resuming from the last id delivers it.
    await importDocs([doc(w)]);
    const { pool } = await import("@/lib/server/db/pool");
    await waitFor("the second match", async () => {
      const { rows } = await pool().query(`SELECT count(*)::int AS n FROM alert_matches WHERE alert_id = $1`, [
        created.body.Id,
      ]);
      return rows[0].n === 2 || undefined;
    });
    const again = await open(event.id);
    const missed = await again.next();
    again.close();
    expect(Number(missed.id)).toBeGreaterThan(Number(event.id));
    expect(missed.data.AlertId).toBe(created.body.Id);
    expect(missed.data.DocumentIds[0]).not.toBe(event.data.DocumentIds[0]);
  });

  it("e-mails an hourly digest with the right documents through SMTP", async () => {
    const { key } = await person();
    const w = word();
    const to = `${w}@example.org`;
    const created = await call(key, "POST", "/v1/alerts", {
      Name: "Hourly harbour",
      Query: w,
      Channels: { Email: { To: to } },
      Frequency: "hourly",
    });
    await importDocs([
      doc(w, { title: `First ${w}` }),
      doc(w, { title: `Second ${w}` }),
      doc("unrelated", { title: `Other ${w}x` }),
    ]);
    const { pool } = await import("@/lib/server/db/pool");
    await waitFor("the matches", async () => {
      const { rows } = await pool().query(`SELECT count(*)::int AS n FROM alert_matches WHERE alert_id = $1`, [
        created.body.Id,
      ]);
      return rows[0].n === 2 || undefined;
    });
    expect(mails.filter((m) => m.to === to)).toHaveLength(0); // hourly: nothing sent per match
    // An hour later (moved back rather than waited for), the digest is due.
    await pool().query(`UPDATE alerts SET last_digest_at = now() - interval '61 minutes' WHERE id = $1`, [
      created.body.Id,
    ]);
    const { sendDueDigests } = await import("@/lib/server/alerts/send-digests");
    await sendDueDigests();
    const mail = await waitFor("the digest", () => mails.find((m) => m.to === to), 20_000);
    expect(mail.subject).toContain("Hourly harbour: 2 new documents (hourly digest)");
    expect(mail.text).toContain(`First ${w}`);
    expect(mail.text).toContain(`Second ${w}`);
    expect(mail.text).not.toContain(`Other ${w}x`);
    await sendDueDigests();
    await new Promise((r) => setTimeout(r, 1500));
    expect(mails.filter((m) => m.to === to)).toHaveLength(1);
  }, 60_000);
});

describe("alert deliveries on every channel", () => {
  const matchCount = async (alertId: number) => {
    const { pool } = await import("@/lib/server/db/pool");
    const { rows } = await pool().query(`SELECT count(*)::int AS n FROM alert_matches WHERE alert_id = $1`, [alertId]);
    return rows[0].n as number;
  };
  /** Moves an alert's period back (rather than waiting for it), so its digest is due. */
  const periodPassed = async (alertId: number, interval: string) => {
    const { pool } = await import("@/lib/server/db/pool");
    await pool().query(
      `UPDATE alerts SET last_digest_at = now() - $2::interval, created_at = now() - $2::interval WHERE id = $1`,
      [alertId, interval],
    );
  };

  it("sends a sample now to the webhook and by e-mail with the newest match (POST /alerts/{id}/test)", async () => {
    const { key } = await person();
    const w = word();
    const to = `${w}@example.org`;
    const secret = "sample-" + w;
    const created = await call(key, "POST", "/v1/alerts", {
      Name: "Sample harbour",
      Query: w,
      Channels: { Webhook: { Url: `${hook}/sample-${w}`, Secret: secret }, Email: { To: to } },
      Frequency: "daily",
    });
    expect(created.status, created.raw).toBe(201);
    await importDocs([doc(w, { title: `Sampled ${w}` })]);
    await waitFor("the match", async () => (await matchCount(created.body.Id)) === 1 || undefined);
    expect(at(`/sample-${w}`)).toHaveLength(0); // daily: nothing sent per match
    const test = await call(key, "POST", `/v1/alerts/${created.body.Id}/test`);
    expect(test.status, test.raw).toBe(200);
    expectConforms("alerts.test", test.body);
    expect(test.body.Items).toHaveLength(2);
    const byChannel = Object.fromEntries(test.body.Items.map((i: { Channel: string }) => [i.Channel, i]));
    expect(byChannel.webhook).toMatchObject({ Status: "delivered", Error: "" });
    expect(byChannel.email).toMatchObject({ Status: "delivered", Error: "" });
    // The webhook has been answered before the endpoint answers: it is there now, signed, with the match.
    const [sent] = at(`/sample-${w}`);
    expect(sent, "the sample webhook").toBeDefined();
    expect(sent!.headers["x-delivery-id"]).toBe(byChannel.webhook.DeliveryId);
    expect(sent!.headers["x-signature"]).toBe(
      `sha256=${createHmac("sha256", secret).update(sent!.body).digest("hex")}`,
    );
    const payload = JSON.parse(sent!.body);
    expect(payload).toMatchObject({ AlertId: created.body.Id, Name: "Sample harbour", Query: w });
    expect(payload.Documents.map((d: { Description: string }) => d.Description)).toEqual([`Sampled ${w}`]);
    const mail = await waitFor("the sample e-mail", () => mails.find((m) => m.to === to));
    expect(mail.subject).toBe("Sample harbour: 1 new document (alert)");
    expect(mail.text).toContain(`Sampled ${w}`);
    expect(mail.text).toContain(`Why: ${w}`);
    const log = await call(key, "GET", `/v1/alerts/${created.body.Id}/deliveries`);
    expect(log.body.Items).toHaveLength(2);
    for (const item of log.body.Items) expect(item).toMatchObject({ Status: "delivered", Sample: true, Attempts: 1 });
    // A sample is not the digest: the match still waits for it.
    expect(await matchCount(created.body.Id)).toBe(1);
    const { pool } = await import("@/lib/server/db/pool");
    const { rows } = await pool().query(
      `SELECT count(*)::int AS n FROM alert_matches WHERE alert_id = $1 AND digested_at IS NULL`,
      [created.body.Id],
    );
    expect(rows[0].n).toBe(1);
  }, 60_000);

  it("e-mails an instant alert for a matching import, and nothing for a non-matching one", async () => {
    const { key } = await person();
    const w = word();
    const to = `${w}@example.org`;
    const created = await call(key, "POST", "/v1/alerts", {
      Name: "Instant harbour",
      Query: w,
      Channels: { Email: { To: to } },
      Frequency: "instant",
    });
    expect(created.status, created.raw).toBe(201);
    await importDocs([doc("unrelated", { title: `Elsewhere ${w}x` })]);
    await importDocs([doc(w, { title: `Instant ${w}` })]);
    const mail = await waitFor("the instant e-mail", () => mails.find((m) => m.to === to), 20_000);
    expect(mail.subject).toBe("Instant harbour: 1 new document (alert)");
    expect(mail.text).toContain(`Instant ${w}`);
    expect(mail.text).toContain(`Why: ${w}`);
    expect(mail.text).not.toContain(`Elsewhere ${w}x`);
    const log = await waitFor("the delivery log", async () => {
      const r = await call(key, "GET", `/v1/alerts/${created.body.Id}/deliveries`);
      return r.body.Items[0]?.Status === "delivered" ? r.body.Items : undefined;
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ Channel: "email", Attempts: 1, Sample: false });
    await new Promise((r) => setTimeout(r, 1500));
    expect(mails.filter((m) => m.to === to)).toHaveLength(1);
  }, 60_000);

  it("e-mails a daily digest once a day has passed, with only the new matches", async () => {
    const { key } = await person();
    const w = word();
    const to = `${w}@example.org`;
    const created = await call(key, "POST", "/v1/alerts", {
      Name: "Daily harbour",
      Query: w,
      Channels: { Email: { To: to } },
      Frequency: "daily",
    });
    expect(created.status, created.raw).toBe(201);
    await importDocs([doc(w, { title: `Morning ${w}` }), doc(w, { title: `Evening ${w}` })]);
    await waitFor("the matches", async () => (await matchCount(created.body.Id)) === 2 || undefined);
    const { sendDueDigests } = await import("@/lib/server/alerts/send-digests");
    // An hour is not a day: nothing is due yet.
    await periodPassed(created.body.Id, "61 minutes");
    await sendDueDigests();
    await new Promise((r) => setTimeout(r, 1500));
    expect(mails.filter((m) => m.to === to)).toHaveLength(0);
    await periodPassed(created.body.Id, "25 hours");
    await sendDueDigests();
    const mail = await waitFor("the daily digest", () => mails.find((m) => m.to === to), 20_000);
    expect(mail.subject).toBe("Daily harbour: 2 new documents (daily digest)");
    expect(mail.text).toContain(`Morning ${w}`);
    expect(mail.text).toContain(`Evening ${w}`);
    // The next day carries only what matched since.
    await importDocs([doc(w, { title: `Next day ${w}` })]);
    await waitFor("the third match", async () => (await matchCount(created.body.Id)) === 3 || undefined);
    await periodPassed(created.body.Id, "25 hours");
    await sendDueDigests();
    const next = await waitFor("the next digest", () => mails.filter((m) => m.to === to)[1], 20_000);
    expect(next.subject).toBe("Daily harbour: 1 new document (daily digest)");
    expect(next.text).toContain(`Next day ${w}`);
    expect(next.text).not.toContain(`Morning ${w}`);
  }, 90_000);

  it("posts an hourly digest to the webhook: one signed delivery with every new match", async () => {
    const { key } = await person();
    const w = word();
    const secret = "hourly-" + w;
    const created = await call(key, "POST", "/v1/alerts", {
      Name: "Hourly hook",
      Query: w,
      Channels: { Webhook: { Url: `${hook}/hourly-${w}`, Secret: secret } },
      Frequency: "hourly",
    });
    expect(created.status, created.raw).toBe(201);
    await importDocs([
      doc(w, { title: `One ${w}` }),
      doc(w, { title: `Two ${w}` }),
      doc("unrelated", { title: `Three ${w}x` }),
    ]);
    await waitFor("the matches", async () => (await matchCount(created.body.Id)) === 2 || undefined);
    await new Promise((r) => setTimeout(r, 1000));
    expect(at(`/hourly-${w}`)).toHaveLength(0); // hourly: nothing sent per match
    await periodPassed(created.body.Id, "61 minutes");
    const { sendDueDigests } = await import("@/lib/server/alerts/send-digests");
    await sendDueDigests();
    const [sent] = await waitFor("the hourly digest", () =>
      at(`/hourly-${w}`).length ? at(`/hourly-${w}`) : undefined,
    );
    expect(sent!.headers["x-signature"]).toBe(
      `sha256=${createHmac("sha256", secret).update(sent!.body).digest("hex")}`,
    );
    const payload = JSON.parse(sent!.body);
    expect(payload).toMatchObject({ AlertId: created.body.Id, Name: "Hourly hook", Query: w });
    expect(payload.Documents.map((d: { Description: string }) => d.Description).sort()).toEqual(
      [`One ${w}`, `Two ${w}`].sort(),
    );
    for (const d of payload.Documents) expect(d.Why.Terms).toEqual([w]);
    const log = await waitFor("the delivery log", async () => {
      const r = await call(key, "GET", `/v1/alerts/${created.body.Id}/deliveries`);
      return r.body.Items[0]?.Status === "delivered" ? r.body.Items : undefined;
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ Channel: "webhook", Sample: false, Id: sent!.headers["x-delivery-id"] });
    expect(log[0].Documents).toHaveLength(2);
    await sendDueDigests(); // sent already: nothing again
    await new Promise((r) => setTimeout(r, 1500));
    expect(at(`/hourly-${w}`)).toHaveLength(1);
  }, 60_000);
});

describe("alert endpoints: authorisation matrix", () => {
  it("lets only signed-in callers through, refuses cross-site cookie writes and undigested feed keys", async () => {
    const { user, key } = await person();
    const created = await call(key, "POST", "/v1/alerts", { Name: "Matrix", Query: "harbour" });
    const id = created.body.Id;
    const cells = [
      ["GET", "/v1/alerts"],
      ["POST", "/v1/alerts", { Name: "x", Query: "harbour" }],
      ["GET", `/v1/alerts/${id}`],
      ["PATCH", `/v1/alerts/${id}`, { Enabled: true }],
      ["DELETE", `/v1/alerts/999999999`],
      ["POST", `/v1/alerts/${id}/test`],
      ["GET", `/v1/alerts/${id}/deliveries`],
      ["GET", `/v1/alerts/${id}/rss`],
      ["GET", `/v1/alerts/${id}/matches`],
      ["GET", "/v1/notifications"],
      ["POST", "/v1/notifications/read", {}],
      ["GET", "/v1/events"],
    ] as const;
    const login = await fetch(url("/v1/login/?type=json"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Username: user.username, Password: user.password }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    for (const [method, p, body] of cells) {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const init = (headers: Record<string, string>) => ({
        method,
        body: text,
        headers: { ...(text ? { "Content-Type": "application/json" } : {}), ...headers },
      });
      const close = async (r: Response) => {
        const t = r.headers.get("content-type")?.includes("event-stream")
          ? (await r.body?.cancel(), "")
          : await r.text();
        return { status: r.status, code: (/"Code"\s*:\s*"([^"]*)"/.exec(t) ?? /<Code>([^<]*)<\/Code>/.exec(t))?.[1] };
      };
      const label = `${method} ${p}`;
      // anonymous
      expect((await close(await fetch(url(p), init({})))).status, label).toBe(401);
      // signed key: through (the sample delivery has no channel: 400 NO_CHANNEL; unknown id: 404)
      const signed = await close(await fetch(signUrl(key, method, url(p), text), init({})));
      expect([200, 201, 400, 404], label).toContain(signed.status);
      expect(signed.code ?? "", label).not.toMatch(/AUTH|DIGEST|FORBIDDEN|CROSS_SITE/);
      // session cookie, cross-site: refused for changes only
      const cross = await close(
        await fetch(url(p), init({ Cookie: cookie, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" })),
      );
      if (method === "GET") expect(cross.code ?? "", label).not.toMatch(/CROSS_SITE|AUTH/);
      else expect(cross, label).toEqual({ status: 403, code: "CROSS_SITE_REQUEST" });
      // an API key without digest: the feed refuses it (like widget feeds)
      if (p.endsWith("/rss")) {
        const plain = await close(await fetch(`${url(p)}?apiKey=${key.ApiKey}`, init({})));
        expect(plain, label).toMatchObject({ status: 401, code: "DIGEST_REQUIRED" });
      }
    }
    // The session reads the feed.
    const viaSession = await fetch(url(`/v1/alerts/${id}/rss`), { headers: { Cookie: cookie } });
    expect(viaSession.status).toBe(200);
  });
});

describe("alert delivery across a crash", () => {
  it("kill -9 of the server mid-delivery loses nothing: after a restart the same X-Delivery-Id arrives", async () => {
    const { key } = await person();
    const w = word();
    answers.set(`/crash-${w}`, [0]);
    await call(key, "POST", "/v1/alerts", {
      Name: "Crash",
      Query: w,
      Channels: { Webhook: { Url: `${hook}/crash-${w}` } },
    });
    await importDocs([doc(w)]);
    await waitFor("the first attempt", () => (at(`/crash-${w}`).length ? true : undefined));
    await server.killService(); // while the receiver holds the request open
    await server.restartService();
    // The job of the dead worker expires (60 s; pg-boss checks about every minute) and runs again, same delivery.
    const attempts = await waitFor(
      "the retry",
      () => (at(`/crash-${w}`).length >= 2 ? at(`/crash-${w}`) : undefined),
      150_000,
    );
    expect(attempts[1]!.headers["x-delivery-id"]).toBe(attempts[0]!.headers["x-delivery-id"]);
    expect(JSON.parse(attempts[1]!.body).Documents).toHaveLength(1);
  }, 400_000);
});

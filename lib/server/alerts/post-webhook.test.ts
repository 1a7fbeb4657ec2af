import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { postWebhook, signatureOf } from "./post-webhook";

describe("webhook signature and SSRF policy", () => {
  afterEach(() => {
    delete process.env.FEED_ALLOWLIST;
  });

  it("signs the raw body with HMAC-SHA256 as sha256=<hex>", () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(signatureOf("Jefe", "what do ya want for nothing?")).toBe(
      "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("refuses loopback and private addresses unless FEED_ALLOWLIST names the host", async () => {
    const server = http.createServer((req, res) => res.writeHead(204).end());
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      await expect(postWebhook(url, "{}", {})).rejects.toThrow(/BLOCKED_ADDRESS/);
      await expect(postWebhook("http://10.1.2.3/hook", "{}", {})).rejects.toThrow(/BLOCKED_ADDRESS/);
      await expect(postWebhook(url.replace("127.0.0.1", "localhost"), "{}", {})).rejects.toThrow(/may not be fetched/);
      process.env.FEED_ALLOWLIST = "127.0.0.1";
      expect(await postWebhook(url, "{}", {})).toBe(204);
    } finally {
      server.close();
    }
  });
});

import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signGetUrl } from "./sign-url";

describe("signGetUrl", () => {
  it("appends the key and the HMAC-SHA1 digest of 'GET <url>'", async () => {
    const url = "http://localhost:3000/api/widget/rss?wid=6f1c&type=atom10";
    const signed = await signGetUrl(url, "key-1", "s3cret");
    const expected = createHmac("sha1", "s3cret").update(`GET ${url}`).digest("base64");
    expect(signed).toBe(`${url}&apiKey=key-1&digest=${encodeURIComponent(expected)}`);
  });
});

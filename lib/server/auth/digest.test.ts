import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { computeDigest, digestMatches, signedUrl } from "./digest";

const ORIGIN = "http://localhost:3000";

function reference(secret: string, message: Buffer): string {
  return createHmac("sha1", secret).update(message).digest("base64");
}

describe("computeDigest", () => {
  it("matches a known answer", () => {
    const url = "http://localhost:3000/api/search/documents?q=Iran&pageSize=5";
    const expected = reference("secret", Buffer.from(`GET ${url}`, "utf8"));
    expect(expected).toBe("9AXO5eqCpETKsp6HWER9PN94US8=");
    expect(computeDigest("secret", "GET", url)).toBe(expected);
  });

  it("signs METHOD, a space and the URL as UTF-8", () => {
    const url = "http://localhost:3000/api/search/documents?q=Caf%C3%A9+Z%C3%BCrich&pageSize=5";
    const expected = reference("s3cr€t", Buffer.from(`GET ${url}`, "utf8"));
    expect(computeDigest("s3cr€t", "GET", url)).toBe(expected);
  });

  it("upper-cases the method", () => {
    expect(computeDigest("k", "get", "http://h/api/x")).toBe(reference("k", Buffer.from("GET http://h/api/x")));
  });

  it("appends the raw body bytes for POST", () => {
    const body = new TextEncoder().encode('{"query":"Iran","normalize":true}');
    const expected = reference("k", Buffer.concat([Buffer.from("POST http://h/api/v1/network"), body]));
    expect(computeDigest("k", "POST", "http://h/api/v1/network", body)).toBe(expected);
  });

  it("signs an empty body like no body", () => {
    expect(computeDigest("k", "POST", "http://h/x", new Uint8Array(0))).toBe(computeDigest("k", "POST", "http://h/x"));
  });

  it("depends on the secret", () => {
    expect(computeDigest("a", "GET", "http://h/x")).not.toBe(computeDigest("b", "GET", "http://h/x"));
  });
});

describe("signedUrl", () => {
  it("removes apiKey and digest wherever they are and however they are spelled", () => {
    expect(signedUrl(ORIGIN, "/api/search?apiKey=k&q=Iran&digest=abc%2B%3D")).toBe(`${ORIGIN}/api/search?q=Iran`);
    expect(signedUrl(ORIGIN, "/api/search?q=Iran&APIKEY=k&Digest=abc")).toBe(`${ORIGIN}/api/search?q=Iran`);
    expect(signedUrl(ORIGIN, "/api/search?DIGEST=d&apikey=k&q=Iran")).toBe(`${ORIGIN}/api/search?q=Iran`);
  });

  it("removes them when they carry no value", () => {
    expect(signedUrl(ORIGIN, "/api/search?q=x&apiKey&digest=")).toBe(`${ORIGIN}/api/search?q=x`);
  });

  it("keeps everything else byte for byte, in order", () => {
    const kept = "q=Nancy+Pelosi&ids=a%2Cb&types=Person,Country&empty=&flag&sortby=relevance&%41=1";
    expect(signedUrl(ORIGIN, `/api/search/documents?${kept}&apiKey=k&digest=d`)).toBe(
      `${ORIGIN}/api/search/documents?${kept}`,
    );
  });

  it("keeps the path exactly as sent", () => {
    expect(signedUrl(ORIGIN, "/API/Entities/Nancy%20Pelosi/?apiKey=k")).toBe(`${ORIGIN}/API/Entities/Nancy%20Pelosi/`);
  });

  it("keeps empty pairs between parameters", () => {
    expect(signedUrl(ORIGIN, "/api/x?a=1&&b=2&apiKey=k")).toBe(`${ORIGIN}/api/x?a=1&&b=2`);
  });

  it("does not remove parameters whose names only resemble the signing ones", () => {
    expect(signedUrl(ORIGIN, "/api/x?apiKeys=1&mydigest=2&digest2=3")).toBe(
      `${ORIGIN}/api/x?apiKeys=1&mydigest=2&digest2=3`,
    );
  });

  it("drops the question mark when nothing is left", () => {
    expect(signedUrl(ORIGIN, "/api/x?apiKey=k&digest=d")).toBe(`${ORIGIN}/api/x`);
  });

  it("leaves a URL without a query alone", () => {
    expect(signedUrl(ORIGIN, "/api/x")).toBe(`${ORIGIN}/api/x`);
  });
});

describe("digestMatches", () => {
  const digest = computeDigest("k", "GET", "http://h/api/x?q=1");

  it("accepts the same digest", () => {
    expect(digestMatches(digest, digest)).toBe(true);
  });

  it("accepts a digest whose + arrived as a space", () => {
    expect(digestMatches("ab+cd/ef+g=", "ab cd/ef g=")).toBe(true);
  });

  it("rejects a different digest of the same length", () => {
    const other = computeDigest("other", "GET", "http://h/api/x?q=1");
    expect(other.length).toBe(digest.length);
    expect(digestMatches(digest, other)).toBe(false);
  });

  it("rejects digests of a different length without throwing", () => {
    expect(digestMatches(digest, digest.slice(0, -1))).toBe(false);
    expect(digestMatches(digest, `${digest}=`)).toBe(false);
    expect(digestMatches(digest, "")).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { apiErrorOf } from "./api-error-of";
import {
  apiSegments,
  clientAddress,
  browserSite,
  lenientQueryOf,
  publicOrigin,
  queryOf,
  RAW_URL_HEADER,
  rawPathAndQuery,
} from "./request-info";

const request = (headers: Record<string, string> = {}, url = "http://internal:3000/api/x") =>
  new Request(url, { headers });

beforeEach(() => {
  vi.stubEnv("PUBLIC_ORIGIN", "");
  vi.stubEnv("TRUST_PROXY", "");
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("rawPathAndQuery", () => {
  it("prefers the raw URL recorded by the server", () => {
    const req = request({ [RAW_URL_HEADER]: "/API/search?q=a%2Cb" }, "http://h/api/search?q=a,b");
    expect(rawPathAndQuery(req)).toBe("/API/search?q=a%2Cb");
  });

  it("falls back to the request URL", () => {
    expect(rawPathAndQuery(request({}, "http://h/api/search?q=x"))).toBe("/api/search?q=x");
  });

  it("ignores a raw URL header that is not a path", () => {
    const req = request({ [RAW_URL_HEADER]: "http://evil/api/x" }, "http://h/api/y");
    expect(rawPathAndQuery(req)).toBe("/api/y");
  });
});

describe("apiSegments", () => {
  it("drops the /api prefix, in any case, and the query", () => {
    expect(apiSegments("/api/search/documents?q=x")).toEqual(["search", "documents"]);
    expect(apiSegments("/API/Search/Documents")).toEqual(["Search", "Documents"]);
  });

  it("keeps a segment that only starts with api", () => {
    expect(apiSegments("/apix/y")).toEqual(["apix", "y"]);
  });

  it("drops empty segments, so trailing and doubled slashes do not matter", () => {
    expect(apiSegments("/api//search/documents/")).toEqual(["search", "documents"]);
    expect(apiSegments("/api")).toEqual([]);
    expect(apiSegments("/api/")).toEqual([]);
  });

  it("decodes each segment on its own", () => {
    expect(apiSegments("/api/entities/Nancy%20Pelosi/AC%2FDC")).toEqual(["entities", "Nancy Pelosi", "AC/DC"]);
    expect(apiSegments("/api/entities/caf%C3%A9")).toEqual(["entities", "café"]);
  });

  it("leaves + in a path segment alone", () => {
    expect(apiSegments("/api/entities/a+b")).toEqual(["entities", "a+b"]);
  });

  it.each(["/api/entities/%", "/api/entities/%zz", "/api/entities/%E0%A4%A"])(
    "answers 400 to the bad escape in %s",
    (path) => {
      const error = apiErrorOf(() => apiSegments(path));
      expect(error.status).toBe(400);
      expect(error.code).toBe("INVALID_URI");
    },
  );
});

describe("queryOf", () => {
  it("parses the query", () => {
    const query = queryOf("/api/search?q=Nancy+Pelosi&ids=a%2Cb&empty=");
    expect([...query]).toEqual([
      ["q", "Nancy Pelosi"],
      ["ids", "a,b"],
      ["empty", ""],
    ]);
  });

  it("gives an empty query when there is none", () => {
    expect([...queryOf("/api/search")]).toEqual([]);
  });

  it.each(["/api/x?q=%", "/api/x?q=100%", "/api/x?a=1&b=%C3", "/api/x?%zz=1"])(
    "answers 400 to the bad escape in %s",
    (path) => {
      const error = apiErrorOf(() => queryOf(path));
      expect(error.status).toBe(400);
      expect(error.code).toBe("INVALID_URI");
    },
  );
});

describe("browserSite", () => {
  const origin = "http://localhost:3000";

  it("trusts Sec-Fetch-Site same-origin and none, alone or with this app's Origin", () => {
    expect(browserSite(request({ "sec-fetch-site": "same-origin" }), origin)).toBe("same");
    expect(browserSite(request({ "sec-fetch-site": "none" }), origin)).toBe("same");
    expect(browserSite(request({ "sec-fetch-site": "same-origin", origin }), origin)).toBe("same");
  });

  it("marks cross-site and same-site requests as cross, whatever Origin says", () => {
    expect(browserSite(request({ "sec-fetch-site": "cross-site", origin }), origin)).toBe("cross");
    expect(browserSite(request({ "sec-fetch-site": "same-site", origin }), origin)).toBe("cross");
    expect(browserSite(request({ "sec-fetch-site": "something-new" }), origin)).toBe("cross");
  });

  it("compares the Origin header when Sec-Fetch-Site is absent", () => {
    expect(browserSite(request({ origin }), origin)).toBe("same");
    expect(browserSite(request({ origin: "HTTP://LOCALHOST:3000" }), origin)).toBe("same");
    expect(browserSite(request({ origin: "http://evil.example" }), origin)).toBe("cross");
    expect(browserSite(request({ origin: "null" }), origin)).toBe("cross");
  });

  it("refuses contradictory headers: same-origin with a foreign Origin", () => {
    expect(browserSite(request({ "sec-fetch-site": "same-origin", origin: "http://evil.example" }), origin)).toBe(
      "cross",
    );
    expect(browserSite(request({ "sec-fetch-site": "none", origin: "null" }), origin)).toBe("cross");
  });

  it("leaves a request with neither header unmarked (not a browser)", () => {
    expect(browserSite(request(), origin)).toBe("unmarked");
  });
});

describe("lenientQueryOf", () => {
  it("reads what decodes and skips what does not, with lower-cased names", () => {
    const found = lenientQueryOf("/api/search/documents?q=%C0%AE&TYPE=json&callback=cb&type=xml&x=%ZZ");
    expect(found.get("type")).toBe("json");
    expect(found.get("callback")).toBe("cb");
    expect(found.has("q")).toBe(false);
    expect(found.has("x")).toBe(false);
    expect(lenientQueryOf("/api/user").size).toBe(0);
  });
});

describe("publicOrigin", () => {
  it("uses PUBLIC_ORIGIN when configured, without a trailing slash", () => {
    vi.stubEnv("PUBLIC_ORIGIN", "https://news.example.com/");
    expect(publicOrigin(request({ host: "other:1" }))).toBe("https://news.example.com");
  });

  it("uses the Host header otherwise", () => {
    expect(publicOrigin(request({ host: "localhost:3000" }))).toBe("http://localhost:3000");
  });

  it("ignores forwarded headers unless the proxy is trusted", () => {
    const req = request({ host: "localhost:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(publicOrigin(req)).toBe("http://localhost:3000");
  });

  it("uses the first forwarded host and proto behind a trusted proxy", () => {
    vi.stubEnv("TRUST_PROXY", "true");
    const req = request({
      host: "internal:3000",
      "x-forwarded-host": "news.example.com, proxy2",
      "x-forwarded-proto": "https, http",
    });
    expect(publicOrigin(req)).toBe("https://news.example.com");
  });

  it("reads the forwarded proto case-insensitively", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(publicOrigin(request({ "x-forwarded-host": "news.example.com", "x-forwarded-proto": "HTTPS" }))).toBe(
      "https://news.example.com",
    );
  });

  it("falls back to http and the Host header when a trusted proxy sends no forwarded host", () => {
    vi.stubEnv("TRUST_PROXY", "true");
    expect(publicOrigin(request({ host: "localhost:3000" }))).toBe("http://localhost:3000");
  });
});

describe("clientAddress", () => {
  it("is unknown without X-Forwarded-For", () => {
    expect(clientAddress(request())).toBeUndefined();
  });

  it("believes only the last hop without a trusted proxy", () => {
    expect(clientAddress(request({ "x-forwarded-for": "1.1.1.1, 10.0.0.2" }))).toBe("10.0.0.2");
  });

  it("takes the first hop behind a trusted proxy", () => {
    vi.stubEnv("TRUST_PROXY", "true");
    expect(clientAddress(request({ "x-forwarded-for": " 1.1.1.1 , 10.0.0.2" }))).toBe("1.1.1.1");
  });
});

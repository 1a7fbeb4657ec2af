import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { CLIENT_SCRIPTS, clientScriptName } from "./client-scripts";

/** Runs a script in a sandbox with a fake DOM: returns the NeiService it defines and the script tags it adds. */
function load(name: string, extra: Record<string, unknown> = {}) {
  const added: { src?: string }[] = [];
  const fetched: { url: string; init: RequestInit }[] = [];
  const window: Record<string, unknown> = {
    location: { origin: "https://news.example" },
    document: { createElement: () => ({}), head: { appendChild: (el: { src?: string }) => added.push(el) } },
    fetch: (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ Items: [] }) });
    },
    ...extra,
  };
  const context = vm.createContext({
    window,
    document: window.document,
    fetch: window.fetch,
    location: window.location,
  });
  vm.runInContext(CLIENT_SCRIPTS[name]!.replace('typeof window !== "undefined" ? window : this', "window"), context);
  return {
    NeiService: window.NeiService as (o?: object) => Record<string, (...a: unknown[]) => unknown>,
    window,
    added,
    fetched,
  };
}

describe("client scripts", () => {
  it("serve two names, matched ignoring case", () => {
    expect(Object.keys(CLIENT_SCRIPTS)).toEqual(["Service-1.js", "Service-1-nojquery.js"]);
    expect(clientScriptName("service-1-NOJQUERY.js")).toBe("Service-1-nojquery.js");
    expect(clientScriptName("../Service-1.js")).toBeUndefined();
  });

  it.each(Object.keys(CLIENT_SCRIPTS))(
    "%s makes cookie calls without an API key and JSONP calls with one",
    async (name) => {
      const { NeiService, window, added, fetched } = load(name);
      const cookie = NeiService();
      let result: unknown;
      cookie.searchDocuments!("iran talks", { pageSize: 5 }, (_e: unknown, data: unknown) => (result = data));
      await new Promise((r) => setTimeout(r, 0));
      expect(fetched[0]!.url).toBe("https://news.example/api/search/documents?q=iran%20talks&pageSize=5&type=json");
      expect(fetched[0]!.init.credentials).toBe("include");
      expect(result).toEqual({ Items: [] });

      const keyed = NeiService({ baseUrl: "https://api.example/api/", apiKey: "k1" });
      let jsonp: unknown;
      keyed.get!("v1/loginstatus", {}, (_e: unknown, data: unknown) => (jsonp = data));
      const src = added[0]!.src!;
      expect(src).toMatch(/^https:\/\/api\.example\/api\/v1\/loginstatus\?apiKey=k1&type=jsonp&callback=__nei_cb_\w+$/);
      const callback = new URL(src).searchParams.get("callback")!;
      (window[callback] as (d: unknown) => void)({ Status: "ok" });
      expect(jsonp).toEqual({ Status: "ok" });
      expect(window[callback]).toBeUndefined();
      expect(CLIENT_SCRIPTS[name]).not.toMatch(/digest|HMAC|sharedKey/i);
    },
  );

  it("Service-1.js uses jQuery when the page has it", () => {
    const calls: Record<string, unknown>[] = [];
    const jQuery = {
      ajax: (options: Record<string, unknown>) => {
        calls.push(options);
        const chain = { done: () => chain, fail: () => chain };
        return chain;
      },
    };
    const { NeiService } = load("Service-1.js", { jQuery });
    NeiService({ apiKey: "k" }).get!("search/documents", { q: "x" }, () => {});
    expect(calls[0]).toMatchObject({ dataType: "jsonp", data: { q: "x", apiKey: "k", type: "jsonp" } });
  });
});

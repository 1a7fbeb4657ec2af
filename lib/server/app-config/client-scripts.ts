import "server-only";
import { createHash } from "node:crypto";

// The browser client library served by /utility/getJs/{jsfileName}. It never signs requests: a shared
// secret must not reach a browser. It calls the API in one of two ways:
//   - cookie calls (the user signed in to this service): fetch with credentials, json format;
//   - JSONP with a digest-free API key (keys created with DigestRequired false), for pages on other sites.
// Service-1.js uses jQuery's $.ajax when jQuery is on the page; Service-1-nojquery.js needs nothing.

const CORE = String.raw`
  function query(params) {
    var parts = [];
    for (var name in params) {
      if (Object.prototype.hasOwnProperty.call(params, name) && params[name] !== undefined && params[name] !== null) {
        parts.push(encodeURIComponent(name) + "=" + encodeURIComponent(String(params[name])));
      }
    }
    return parts.join("&");
  }
  function url(base, path, params) {
    var q = query(params);
    return base.replace(/\/+$/, "") + "/" + String(path).replace(/^\/+/, "") + (q ? "?" + q : "");
  }
  var counter = 0;
  function jsonpScript(address, params, done) {
    var name = "__nei_cb_" + Date.now().toString(36) + "_" + (counter++);
    var script = document.createElement("script");
    var finished = false;
    function cleanup() { try { delete window[name]; } catch (e) { window[name] = undefined; } if (script.parentNode) script.parentNode.removeChild(script); }
    window[name] = function (data) { finished = true; cleanup(); done(data && data.Error ? new Error(data.Error) : null, data); };
    script.onerror = function () { if (!finished) { cleanup(); done(new Error("request failed: " + address)); } };
    params.type = "jsonp"; params.callback = name;
    script.src = address + (address.indexOf("?") < 0 ? "?" : "&") + query(params);
    document.head.appendChild(script);
  }
`;

const FACTORY = String.raw`
  function NeiService(options) {
    if (!(this instanceof NeiService)) return new NeiService(options);
    options = options || {};
    this.baseUrl = options.baseUrl || ((typeof location !== "undefined" ? location.origin : "") + "/api");
    this.apiKey = options.apiKey || "";
  }
  NeiService.prototype.url = function (path, params) {
    var all = {};
    for (var k in params || {}) all[k] = params[k];
    if (this.apiKey) all.apiKey = this.apiKey;
    return url(this.baseUrl, path, all);
  };
  NeiService.prototype.get = function (path, params, done) {
    var all = {};
    for (var k in params || {}) all[k] = params[k];
    if (this.apiKey) { all.apiKey = this.apiKey; return transportJsonp(url(this.baseUrl, path, {}), all, done); }
    return transportCookie("GET", url(this.baseUrl, path, withJson(all)), undefined, done);
  };
  NeiService.prototype.post = function (path, params, body, done) {
    return transportCookie("POST", url(this.baseUrl, path, withJson(params || {})), body, done);
  };
  NeiService.prototype.searchDocuments = function (q, params, done) {
    var all = { q: q };
    for (var k in params || {}) all[k] = params[k];
    return this.get("search/documents", all, done);
  };
  NeiService.prototype.loginStatus = function (done) { return this.get("v1/loginstatus", {}, done); };
  function withJson(params) { var all = {}; for (var k in params) all[k] = params[k]; all.type = "json"; return all; }
  NeiService.version = "1";
  root.NeiService = NeiService;
`;

const JQUERY_TRANSPORT = String.raw`
  var $ = root.jQuery;
  function transportJsonp(address, params, done) {
    if (!$) return jsonpScript(address, params, done);
    params.type = "jsonp";
    return $.ajax({ url: address, data: params, dataType: "jsonp", jsonp: "callback" })
      .done(function (data) { done(data && data.Error ? new Error(data.Error) : null, data); })
      .fail(function (xhr, status) { done(new Error("request failed: " + status)); });
  }
  function transportCookie(method, address, body, done) {
    if (!$) return fetchCookie(method, address, body, done);
    return $.ajax({ url: address, method: method, xhrFields: { withCredentials: true }, dataType: "json",
      contentType: body === undefined ? undefined : "application/json",
      data: body === undefined ? undefined : JSON.stringify(body) })
      .done(function (data) { done(null, data); })
      .fail(function (xhr) { done(new Error((xhr.responseJSON && xhr.responseJSON.Error) || "HTTP " + xhr.status), xhr.responseJSON); });
  }
`;

const PLAIN_TRANSPORT = String.raw`
  function transportJsonp(address, params, done) { return jsonpScript(address, params, done); }
  function transportCookie(method, address, body, done) { return fetchCookie(method, address, body, done); }
`;

const FETCH = String.raw`
  function fetchCookie(method, address, body, done) {
    return fetch(address, { method: method, credentials: "include",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (data) { return { ok: r.ok, status: r.status, data: data }; }); })
      .then(function (r) { done(r.ok ? null : new Error((r.data && r.data.Error) || "HTTP " + r.status), r.data); },
            function (e) { done(e); });
  }
`;

function script(name: string, transport: string): string {
  return [
    `/*! ${name}: browser client of the News and Entity Intelligence API (cookie calls and JSONP; never signs). */`,
    "(function (root) {",
    '  "use strict";',
    CORE,
    FETCH,
    transport,
    FACTORY,
    '})(typeof window !== "undefined" ? window : this);',
    "",
  ].join("\n");
}

export const CLIENT_SCRIPTS: Record<string, string> = {
  "Service-1.js": script("Service-1.js", JQUERY_TRANSPORT),
  "Service-1-nojquery.js": script("Service-1-nojquery.js", PLAIN_TRANSPORT),
};

/** The served name of a script (names match ignoring case), or undefined. */
export function clientScriptName(requested: string): string | undefined {
  return Object.keys(CLIENT_SCRIPTS).find((name) => name.toLowerCase() === requested.toLowerCase());
}

export const scriptDigest = (name: string) => createHash("sha256").update(CLIENT_SCRIPTS[name]!).digest("base64");

// The HTTP server: Next.js behind a thin Node layer that keeps the request URL exactly as the
// client sent it (digests are verified against it, DECISIONS 14) and matches /api
// case-insensitively (DECISIONS 2). Next.js itself re-encodes queries and trims slashes.
import http from "node:http";
import next from "next";

const RAW_URL_HEADER = "x-nei-raw-url";
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
const trustProxy = ["1", "true", "yes", "on"].includes((process.env.TRUST_PROXY || "").toLowerCase());

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** The longest request URL the API reads (DECISIONS 9: 414 beyond it). Headers may be larger. */
const MAX_URL_BYTES = 16 * 1024;
const MAX_HEADER_BYTES = 64 * 1024;

const escapeXml = (text) => text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]);

/**
 * The API's error body (DECISIONS 9, 11) for requests refused before they reach the gateway, in the
 * format the request asked for when it can be read (`type`/`format`, jsonp with a valid callback; json
 * by default under /api/v1/), else XML.
 */
function errorResponse(url, code, message) {
  const query = url.indexOf("?") < 0 ? "" : url.slice(url.indexOf("?") + 1);
  const param = (name) => {
    for (const pair of query.split("&")) {
      const eq = pair.indexOf("=");
      if (eq > 0 && pair.slice(0, eq).toLowerCase() === name) {
        try {
          return decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, " ")).trim();
        } catch {
          return undefined;
        }
      }
    }
    return undefined;
  };
  const requested = (param("type") ?? param("format"))?.toLowerCase();
  const format = requested ?? (/^\/api\/v1(\/|\?|$)/i.test(url) ? "json" : "xml");
  const error = { Error: message, Code: code, LastUpdated: "0001-01-01T00:00:00" };
  const callback = param("callback");
  if (format === "jsonp" && callback && /^[A-Za-z_$][A-Za-z0-9_$.]{0,63}$/.test(callback)) {
    return { type: "application/javascript; charset=utf-8", body: `${callback}(${JSON.stringify(error)});` };
  }
  if (format === "json" || format === "jsonp") {
    return { type: "application/json; charset=utf-8", body: JSON.stringify(error) };
  }
  return {
    type: "application/xml; charset=utf-8",
    body: `<?xml version="1.0" encoding="utf-8"?><Error><Error>${escapeXml(message)}</Error><Code>${code}</Code><LastUpdated>0001-01-01T00:00:00</LastUpdated></Error>`,
  };
}

function isDecodable(url) {
  try {
    decodeURIComponent(url.split("?", 1)[0]);
    return true;
  } catch {
    return false;
  }
}

const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
  // Always overwritten: a client-supplied value could replay a digest made for another URL.
  delete req.headers[RAW_URL_HEADER];
  // The client address feeds the login throttle: only a trusted proxy may name it.
  const address = (req.socket.remoteAddress || "").replace(/^::ffff:/, "");
  const forwarded = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = trustProxy && forwarded ? `${forwarded}, ${address}` : address;
  const url = req.url ?? "/";
  if (/^\/api(\/|\?|$)/i.test(url)) {
    const refusal =
      Buffer.byteLength(url) > MAX_URL_BYTES
        ? {
            status: 414,
            code: "URI_TOO_LONG",
            message: `the request URL is too long (${MAX_URL_BYTES / 1024} kB at most)`,
          }
        : !isDecodable(url)
          ? { status: 400, code: "INVALID_URI", message: "invalid request URI: bad percent-encoding in the path" }
          : null;
    if (refusal) {
      const { type, body } = errorResponse(url, refusal.code, refusal.message);
      res.writeHead(refusal.status, { "Content-Type": type, "Cache-Control": "no-store" });
      res.end(body);
      return;
    }
    req.headers[RAW_URL_HEADER] = url;
    // Next.js answers a path with "//" by a redirect that echoes the whole URL (huge for huge queries):
    // the gateway reads the raw URL anyway, so Next.js gets the path with single slashes.
    const query = url.indexOf("?");
    const path = (query < 0 ? url : url.slice(0, query)).replace(/\/{2,}/g, "/");
    req.url = "/api" + path.slice(4) + (query < 0 ? "" : url.slice(query));
  }
  handle(req, res);
});
if (dev) server.on("upgrade", app.getUpgradeHandler()); // live reload in `npm run dev`
server.keepAliveTimeout = 65_000;
// Requests Node refuses before any handler runs (an over-long URL or header, a malformed request).
server.on("clientError", (error, socket) => {
  if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  // The request line, when what arrived has one: the error answers in the format it asked for.
  const raw = error.rawPacket ? error.rawPacket.toString("latin1") : "";
  const line = /^[A-Z]+ (\S+)/.exec(raw)?.[1] ?? "/";
  const urlTooLong = tooLarge && !/^[A-Z]+ \S+ HTTP\/1\.[01]\r?\n/.test(raw);
  const { type, body } = tooLarge
    ? urlTooLong
      ? errorResponse(line, "URI_TOO_LONG", `the request URL is too long (${MAX_URL_BYTES / 1024} kB at most)`)
      : errorResponse(
          line,
          "HEADERS_TOO_LARGE",
          `the request headers are too large (${MAX_HEADER_BYTES / 1024} kB at most)`,
        )
    : errorResponse(line, "INVALID_REQUEST", "malformed HTTP request");
  const status = !tooLarge
    ? "400 Bad Request"
    : urlTooLong
      ? "414 URI Too Long"
      : "431 Request Header Fields Too Large";
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
});
server.listen(port, hostname, () => console.log(`[server] listening on http://${hostname}:${port}`));

function shutdown() {
  server.close(() => process.exit(0));
  server.closeAllConnections?.();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.once("SIGTERM", shutdown);
// Orphaned (the launcher was killed with -9): stop rather than hold the port.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && shutdown(), 1000).unref();
process.once("SIGINT", shutdown);

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

/** The API's error body (DECISIONS 9) for requests rejected before they reach the gateway. */
function errorXml(code, message) {
  return `<?xml version="1.0" encoding="utf-8"?><Error><Error>${message}</Error><Code>${code}</Code><LastUpdated>0001-01-01T00:00:00</LastUpdated></Error>`;
}

function isDecodable(url) {
  try {
    decodeURIComponent(url.split("?", 1)[0]);
    return true;
  } catch {
    return false;
  }
}

const server = http.createServer((req, res) => {
  // Always overwritten: a client-supplied value could replay a digest made for another URL.
  delete req.headers[RAW_URL_HEADER];
  // The client address feeds the login throttle: only a trusted proxy may name it.
  const address = (req.socket.remoteAddress || "").replace(/^::ffff:/, "");
  const forwarded = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = trustProxy && forwarded ? `${forwarded}, ${address}` : address;
  const url = req.url ?? "/";
  if (/^\/api(\/|\?|$)/i.test(url)) {
    if (!isDecodable(url)) {
      res.writeHead(400, { "Content-Type": "application/xml; charset=utf-8" });
      res.end(errorXml("INVALID_URI", "invalid request URI: bad percent-encoding in the path"));
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
  const body = tooLarge
    ? errorXml("URI_TOO_LONG", "the request URL or headers are too large (16 kB at most)")
    : errorXml("INVALID_REQUEST", "malformed HTTP request");
  socket.end(
    `HTTP/1.1 ${tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request"}\r\n` +
      `Content-Type: application/xml; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
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

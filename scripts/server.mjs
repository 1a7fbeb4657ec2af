// The HTTP server: Next.js behind a thin Node layer that keeps the request URL exactly as the
// client sent it (digests are verified against it, DECISIONS 14) and matches /api
// case-insensitively (DECISIONS 2). Next.js itself re-encodes queries and trims slashes.
import http from "node:http";
import next from "next";

const RAW_URL_HEADER = "x-nei-raw-url";
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  // Always overwritten: a client-supplied value could replay a digest made for another URL.
  delete req.headers[RAW_URL_HEADER];
  const url = req.url ?? "/";
  if (/^\/api(\/|\?|$)/i.test(url)) {
    req.headers[RAW_URL_HEADER] = url;
    if (!url.startsWith("/api")) req.url = "/api" + url.slice(4);
  }
  handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`[server] listening on http://${hostname}:${port}`));

function shutdown() {
  server.close(() => process.exit(0));
  server.closeAllConnections?.();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);

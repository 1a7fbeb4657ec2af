import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A GET over one kept-alive connection, as an API client that reuses its connection calls: the status,
 * the body, and the server's own time from its Server-Timing header (`total`, milliseconds).
 */
export function httpGet(url: string): Promise<{ status: number; body: string; serverMs: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const timing = /(?:^|,\s*)total;dur=([\d.]+)/.exec(String(response.headers["server-timing"] ?? ""));
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            serverMs: timing ? Number(timing[1]) : NaN,
          });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

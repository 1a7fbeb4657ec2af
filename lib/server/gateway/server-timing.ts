/**
 * The `Server-Timing` header of every API response (W3C Server Timing): how long the gateway took to
 * check the request (`gateway`: parameters, body, rate limits, authentication), to run the endpoint
 * (`app`: the service and its database work), to write the answer (`format`), and in all (`total`).
 * Clients and the benchmarks see where a request's time went without access to the server's logs.
 */
export class ServerTiming {
  private readonly started = performance.now();
  private last = this.started;
  private readonly parts: string[] = [];

  /** Ends the phase that began at the previous lap (or at the start). */
  lap(name: string): void {
    const now = performance.now();
    this.parts.push(`${name};dur=${(now - this.last).toFixed(1)}`);
    this.last = now;
  }

  header(): string {
    return [...this.parts, `total;dur=${(performance.now() - this.started).toFixed(1)}`].join(", ");
  }
}

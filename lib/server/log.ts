import "server-only";
import pino from "pino";

const holder = globalThis as unknown as { __log?: pino.Logger };

/**
 * Structured JSON logs, one line per request from the gateway: on stdout for the service, on stderr
 * when LOG_DESTINATION=stderr (the CLI, whose stdout carries only its results).
 */
export function log(): pino.Logger {
  holder.__log ??= pino(
    { level: process.env.LOG_LEVEL || "info", base: { service: "nei" } },
    process.env.LOG_DESTINATION === "stderr" ? pino.destination(2) : undefined,
  );
  return holder.__log;
}

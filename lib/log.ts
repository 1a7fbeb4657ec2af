import "server-only";
import pino from "pino";

const holder = globalThis as unknown as { __log?: pino.Logger };

/** Structured JSON logs on stdout; one line per request from the gateway. */
export function log(): pino.Logger {
  holder.__log ??= pino({ level: process.env.LOG_LEVEL || "info", base: { service: "nei" } });
  return holder.__log;
}

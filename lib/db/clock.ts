import "server-only";

/**
 * The service clock (DECISIONS 18): real time unless SERVICE_NOW pins it. `latest` (the newest
 * publication time in the corpus) is resolved by the corpus services once documents exist.
 */
export function now(): Date {
  const pinned = process.env.SERVICE_NOW;
  if (pinned && pinned !== "latest") {
    const date = new Date(pinned);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date();
}

import "server-only";

/** A domain rule was broken; the gateway maps `status`/`code` onto its error model. */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

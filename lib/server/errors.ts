import "server-only";
import { ERROR_STATUS, isErrorCode, type TErrorCode, type TErrorStatus } from "@/lib/contract/error-codes";

export type { TBadRequestCode } from "@/lib/contract/error-codes";

export type { TErrorCode, TErrorStatus };

/**
 * A domain rule was broken; the gateway maps `status`/`code` onto its error model. The code comes from
 * the vocabulary of `lib/contract/error-codes.ts`, which fixes its status.
 */
export class DomainError extends Error {
  readonly status: TErrorStatus;
  readonly code: TErrorCode;
  constructor(code: TErrorCode, message: string) {
    super(message);
    this.status = isErrorCode(code) ? ERROR_STATUS[code] : 500;
    this.code = code;
  }
}

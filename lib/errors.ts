import "server-only";
import { ERROR_STATUS, isErrorCode, type TErrorCode, type TErrorStatus } from "@/lib/contract/error-codes";

export type { TErrorCode, TErrorStatus };

/**
 * A domain rule was broken; the gateway maps `status`/`code` onto its error model. The code comes from
 * the vocabulary of `lib/contract/error-codes.ts`, which fixes its status.
 */
export class DomainError extends Error {
  readonly status: TErrorStatus;
  readonly code: string;
  constructor(code: TErrorCode, message: string);
  /** @deprecated name a code of `lib/contract/error-codes.ts` and drop the status: `new DomainError(code, message)`. */
  constructor(status: TErrorStatus, code: string, message: string);
  constructor(first: TErrorCode | TErrorStatus, second: string, third?: string) {
    if (typeof first === "number") {
      super(third ?? "");
      this.status = first;
      this.code = second;
    } else {
      super(second);
      this.status = isErrorCode(first) ? ERROR_STATUS[first] : 500;
      this.code = first;
    }
  }
}

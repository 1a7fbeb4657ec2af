import { ApiError } from "./errors";

// Tests of the gateway check which ApiError a step throws: these catch it and fail on anything else.

/** The ApiError `run` throws (a test fails when it throws something else or nothing). */
export function apiErrorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

/** The ApiError the promise of `run` rejects with. */
export async function asyncApiErrorOf(run: () => Promise<unknown>): Promise<ApiError> {
  const rejected = await run().then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  return apiErrorOf(() => {
    if (rejected) throw rejected.error;
  });
}

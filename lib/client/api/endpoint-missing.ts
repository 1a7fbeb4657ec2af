import { isApiError } from "./api-fetch";

/**
 * The server does not offer this endpoint (an unknown path is a 400 INVALID_URI, DECISIONS 9), or the
 * resource is not there (404): parts of a page built on optional endpoints hide or say "not available".
 */
export function isEndpointMissing(error: unknown): boolean {
  return isApiError(error, 404) || (isApiError(error, 400) && error.code === "INVALID_URI");
}

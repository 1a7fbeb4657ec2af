/**
 * Client-side access to the service's own HTTP API: the web app uses the same endpoints (and the
 * same JSON shapes) as third parties. Always asks for `type=json` and sends the session cookie.
 */

/** The API's error body in every format (DECISIONS 9). */
export type TApiErrorBody = { Error?: string; Code?: string; LastUpdated?: string };

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
  }
}

/** `init.body` may be any JSON-serialisable value; it is sent as JSON. */
export type TApiFetchInit = Omit<RequestInit, "body"> & { body?: unknown };

/** `/v1/login/` → `/api/v1/login/?type=json`; keeps an explicit `type` or `format` if one is given. */
export function apiUrl(path: string): string {
  const [pathname = "", query = ""] = path.split("?", 2);
  const params = new URLSearchParams(query);
  const hasFormat = [...params.keys()].some((key) => /^(type|format)$/i.test(key));
  if (!hasFormat) params.set("type", "json");
  const normalised = pathname.startsWith("/") ? pathname : `/${pathname}`;
  return `/api${normalised}?${params.toString()}`;
}

async function readError(response: Response): Promise<ApiRequestError> {
  let body: TApiErrorBody | undefined;
  try {
    body = (await response.json()) as TApiErrorBody;
  } catch {
    // Not JSON (a proxy's error page, say): fall back to the status line.
  }
  const message = body?.Error || response.statusText || `request failed with status ${response.status}`;
  return new ApiRequestError(response.status, body?.Code || `HTTP_${response.status}`, message);
}

export async function apiFetch<T>(path: string, init: TApiFetchInit = {}): Promise<T> {
  const { body, headers: given, ...rest } = init;
  const headers = new Headers(given);
  headers.set("Accept", "application/json");
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }
  const response = await fetch(apiUrl(path), {
    ...rest,
    method: rest.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: payload,
    credentials: "same-origin",
  });
  return readApiResponse<T>(response);
}

/** An API answer as apiFetch reads it: the JSON body, or the API's error thrown as ApiRequestError. */
export async function readApiResponse<T>(response: Response): Promise<T> {
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function isApiError(error: unknown, ...statuses: number[]): error is ApiRequestError {
  return error instanceof ApiRequestError && (statuses.length === 0 || statuses.includes(error.status));
}

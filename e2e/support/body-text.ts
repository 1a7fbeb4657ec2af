/** The response body as text; an event stream (which never ends) is closed and read as empty. */
export async function bodyText(response: Response): Promise<string> {
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return "";
  }
  return response.text();
}

import { describe, expect, it } from "vitest";

import { fileResult, fileResultHeaders } from "./results";

describe("fileResultHeaders", () => {
  it("carries a stream result's own headers with its content type", () => {
    const stream = new ReadableStream<Uint8Array>();
    const headers = fileResultHeaders(
      fileResult("text/event-stream; charset=utf-8", stream, undefined, { "Cache-Control": "no-cache" }),
    );
    expect(headers.get("cache-control")).toBe("no-cache");
    expect(headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(headers.has("content-disposition")).toBe(false);
  });

  it("names an attachment safely and sets no other headers when none are given", () => {
    const headers = fileResultHeaders(fileResult("text/csv", "a,b\n", 'my "export".csv'));
    expect(headers.get("content-disposition")).toBe('attachment; filename="my__export_.csv"');
    expect([...headers.keys()].sort()).toEqual(["content-disposition", "content-type"]);
  });

  it("keeps the content type of the result over a header of the same name", () => {
    const headers = fileResultHeaders(
      fileResult("application/json", "{}", undefined, { "Content-Type": "text/plain" }),
    );
    expect(headers.get("content-type")).toBe("application/json");
  });
});

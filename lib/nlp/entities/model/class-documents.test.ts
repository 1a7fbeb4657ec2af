import { describe, expect, it } from "vitest";
import { parseClassDocuments, readClassDocuments } from "./class-documents";

describe("invented failure-class documents of the learned decision", () => {
  it("reads blocks as documents and the marked names as character spans of the plain text", () => {
    const docs = parseClassDocuments(
      "# a comment\n[[ORG Orvo Daily]] said [[PER Ana Lind]] left.\n\nStorms hit the East Coast.\n",
    );
    expect(docs).toHaveLength(2);
    const [first, second] = docs;
    expect(first!.text).toBe("Orvo Daily said Ana Lind left.");
    expect(first!.names.map((n) => [first!.text.slice(n.start, n.end), n.label])).toEqual([
      ["Orvo Daily", "ORG"],
      ["Ana Lind", "PER"],
    ]);
    expect(second).toEqual({ text: "Storms hit the East Coast.", names: [] });
  });

  it("keeps every marked name of the shipped file inside its document", () => {
    const docs = readClassDocuments();
    expect(docs.length).toBeGreaterThan(40);
    for (const d of docs) for (const n of d.names) expect(d.text.slice(n.start, n.end)).not.toMatch(/\[|\]/);
    expect(docs.every((d) => !d.text.includes("[["))).toBe(true);
  });
});

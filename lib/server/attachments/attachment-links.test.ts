import { beforeAll, describe, expect, it } from "vitest";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "x".repeat(48);
});

describe("attachment links", () => {
  it("round-trips, expires, and binds the signature to id and expiry", async () => {
    const { attachmentLink, attachmentSignature, checkAttachmentLink } = await import("./attachment-links");
    const link = new URL(attachmentLink("https://news.example", "77"));
    expect(link.pathname).toBe("/api/v1/attachments/download");
    const id = link.searchParams.get("id")!;
    const expires = Number(link.searchParams.get("expires"));
    const signature = link.searchParams.get("signature")!;
    expect(expires - Date.now() / 1000).toBeGreaterThan(24 * 3600 - 5);
    expect(checkAttachmentLink(id, expires, signature)).toBe("valid");
    expect(checkAttachmentLink("78", expires, signature)).toBe("invalid");
    expect(checkAttachmentLink(id, expires + 1, signature)).toBe("invalid");
    // Flipping the last character's lowest bit changes only base64url padding bits: still refused.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sibling = alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1]!;
    expect(checkAttachmentLink(id, expires, signature.slice(0, -1) + sibling)).toBe("invalid");
    expect(checkAttachmentLink(id, expires, (signature[0] === "A" ? "B" : "A") + signature.slice(1))).toBe("invalid");
    expect(checkAttachmentLink(id, expires, "")).toBe("invalid");
    expect(checkAttachmentLink(id, expires, signature, (expires + 1) * 1000)).toBe("expired");
    const past = Math.floor(Date.now() / 1000) - 10;
    expect(checkAttachmentLink(id, past, attachmentSignature(id, past))).toBe("expired");
  });
});

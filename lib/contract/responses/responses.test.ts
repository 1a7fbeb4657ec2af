import { describe, expect, it } from "vitest";
import { ZDocumentList, ZErrorBody, ZTabResult } from ".";

// The response schemas catch drift: a field of the wrong type or a missing required one fails; a key the
// schema does not name passes (objects are loose), so extras and optional members never break a format.

const document = {
  Id: "5_12",
  Description: "Hurricane reaches Malta",
  Type: "Article",
  LocalizedType: "Article",
  Publisher: "Reuters",
  Language: "en",
  PublicationDate: "2024-05-01T10:00:00Z",
  CreatedDate: "2024-05-01T10:00:00.123Z",
  ServiceUrl: "http://localhost:3000/documents/5_12",
  ContributingUserId: 0,
  LastUpdated: "2024-05-01T10:00:00Z",
};
const result = { TotalCount: 1, Description: "hurricane", Items: [document], LastUpdated: "0001-01-01T00:00:00" };

describe("response schemas", () => {
  it("accept a real answer, unknown keys included", () => {
    expect(ZDocumentList.safeParse(result).success).toBe(true);
    const extra = { ...result, Items: [{ ...document, Extras: { Something: 1 }, NewField: "x" }] };
    expect(ZDocumentList.safeParse(extra).success).toBe(true);
  });

  it("reject a field of the wrong type", () => {
    const parsed = ZDocumentList.safeParse({ ...result, TotalCount: "1" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(["TotalCount"]);
    const badDate = ZDocumentList.safeParse({ ...result, Items: [{ ...document, PublicationDate: "yesterday" }] });
    expect(badDate.error!.issues[0]!.path).toEqual(["Items", 0, "PublicationDate"]);
  });

  it("reject a missing required field", () => {
    const { Publisher: _, ...withoutPublisher } = document;
    const parsed = ZDocumentList.safeParse({ ...result, Items: [withoutPublisher] });
    expect(parsed.error!.issues[0]!.path).toEqual(["Items", 0, "Publisher"]);
    const { Items: __, ...withoutItems } = result;
    expect(ZDocumentList.safeParse(withoutItems).success).toBe(false);
  });

  it("check nested resources and the error body", () => {
    expect(ZTabResult.safeParse({ ...result, Items: [] }).success).toBe(false); // no Extras.WidgetTab
    expect(
      ZErrorBody.safeParse({ Error: "bad", Code: "INVALID_PARAMETER", LastUpdated: "0001-01-01T00:00:00" }).success,
    ).toBe(true);
    expect(ZErrorBody.safeParse({ Error: "bad", LastUpdated: "0001-01-01T00:00:00" }).success).toBe(false);
  });
});

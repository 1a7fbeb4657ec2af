import { describe, expect, it } from "vitest";
import { serviceTypeAllowed, serviceTypeOf } from "./service-types";

describe("service types", () => {
  it("classifies requests by path and format", () => {
    expect(serviceTypeOf("/search/documents", "json")).toBe("api");
    expect(serviceTypeOf("/search/documents", "atom10")).toBe("feeds");
    expect(serviceTypeOf("/widget/rss", "xml")).toBe("feeds");
    expect(serviceTypeOf("/mypagewidget", "xml")).toBe("feeds");
    expect(serviceTypeOf("/widget/save", "json")).toBe("widgets");
    expect(serviceTypeOf("/v1/mypagetabs/{id}", "json")).toBe("widgets");
    expect(serviceTypeOf("/project/export", "xml")).toBe("exports");
    expect(serviceTypeOf("/v1/reports/{id}/export-nested", "json")).toBe("exports");
    expect(serviceTypeOf("/v1/apikey", "json")).toBe("api");
  });

  it("limits service accounts only, to api when none were given", () => {
    const person = { serviceAccount: false, serviceTypes: [] };
    const feedsOnly = { serviceAccount: true, serviceTypes: ["feeds"] };
    const bare = { serviceAccount: true, serviceTypes: [] };
    expect(serviceTypeAllowed(person, "exports")).toBe(true);
    expect(serviceTypeAllowed(feedsOnly, "feeds")).toBe(true);
    expect(serviceTypeAllowed(feedsOnly, "api")).toBe(false);
    expect(serviceTypeAllowed(bare, "api")).toBe(true);
    expect(serviceTypeAllowed(bare, "widgets")).toBe(false);
  });
});

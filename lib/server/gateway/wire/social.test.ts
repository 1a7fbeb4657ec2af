import { describe, expect, it } from "vitest";
import { statusToItem } from "@/lib/server/social/providers/mastodon";
import { SAMPLE_ARTICLE, SAMPLE_HOME, sampleStatus } from "@/lib/server/social/providers/mastodon-fixtures";
import { wireSocialItem } from "./social";

const HOME = SAMPLE_HOME;
const article = SAMPLE_ARTICLE;
const status = sampleStatus;

describe("wireSocialItem", () => {
  it("gives the spec's shape with text and html contents and the shared links only", () => {
    const raw = statusToItem(status(), HOME)!;
    const item = wireSocialItem({ ...raw, fetchedAt: new Date("2024-05-03T00:00:00Z") });
    expect(item.Authors).toEqual([
      {
        Name: "Maria Camilleri 🚢",
        Uri: `${HOME}/@maria`,
        UserId: "maria@mastodon.example",
        ProfileImageUri: `${HOME}/system/accounts/avatars/maria.png`,
      },
    ]);
    expect(item.Links).toEqual([
      { Href: `${HOME}/@maria/112233`, Rel: "alternate", Type: "text/html" },
      { Href: `${HOME}/users/maria/statuses/112233`, Rel: "self", Type: "application/activity+json" },
      { Href: article, Rel: "related", Type: "" },
    ]);
    expect(item.Contents.map((c) => [c.Type, c.Lang])).toEqual([
      ["text", "en"],
      ["html", "en"],
    ]);
    expect(item).toMatchObject({
      Id: raw.externalId,
      Provider: "Mastodon",
      Source: { Link: `${HOME}/`, Title: "mastodon.example" },
    });
    expect(item.LastUpdated.toISOString()).toBe("2024-05-03T00:00:00.000Z");
  });
});

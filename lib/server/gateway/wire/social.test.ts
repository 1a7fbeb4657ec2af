import { describe, expect, it } from "vitest";
import { statusToItem } from "@/lib/server/social/providers/mastodon";
import { hashtagHtml, linkHtml, mastodonStatus, mentionHtml } from "@/lib/server/social/providers/mastodon-fixtures";
import { wireSocialItem } from "./social";

const HOME = "https://mastodon.example";
const OTHER = "https://fosstodon.example";
const article = "https://www.example.org/news/2024/05/harbour-cargo-record-valletta";

const status = () =>
  mastodonStatus({
    id: "112233",
    home: HOME,
    username: "maria",
    displayName: "Maria Camilleri 🚢",
    createdAt: "2024-05-02T10:00:00.000Z",
    content: `<p>Record cargo in Valletta ${hashtagHtml(HOME, "shipping")} :blobcat: 🎉</p><p>Thanks ${mentionHtml(OTHER, "port")}<br>${linkHtml(article)}</p>`,
  });

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

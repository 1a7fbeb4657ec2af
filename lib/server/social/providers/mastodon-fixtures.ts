// Test data only: Mastodon status objects shaped like the real API's (docs.joinmastodon.org
// /entities/Status), with the fields the mapping ignores present too, so tests see realistic JSON.

export type TStatusSpec = {
  id: string;
  /** The instance the account lives on (origin, no trailing slash). */
  home: string;
  /** The instance that serves the API: accounts elsewhere get "user@home" as acct. */
  instance?: string;
  username: string;
  displayName?: string;
  createdAt: string;
  editedAt?: string | null;
  language?: string | null;
  content: string;
  spoilerText?: string;
  visibility?: string;
  reblog?: object | null;
};

export function mastodonStatus(spec: TStatusSpec): Record<string, unknown> {
  const local = !spec.instance || spec.instance === spec.home;
  return {
    id: spec.id,
    created_at: spec.createdAt,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    sensitive: Boolean(spec.spoilerText),
    spoiler_text: spec.spoilerText ?? "",
    visibility: spec.visibility ?? "public",
    language: spec.language === undefined ? "en" : spec.language,
    uri: `${spec.home}/users/${spec.username}/statuses/${spec.id}`,
    url: `${spec.home}/@${spec.username}/${spec.id}`,
    replies_count: 2,
    reblogs_count: 5,
    favourites_count: 11,
    edited_at: spec.editedAt ?? null,
    favourited: false,
    reblogged: false,
    muted: false,
    bookmarked: false,
    content: spec.content,
    filtered: [],
    reblog: spec.reblog ?? null,
    application: { name: "Web", website: null },
    account: {
      id: String(100 + spec.username.length),
      username: spec.username,
      acct: local ? spec.username : `${spec.username}@${new URL(spec.home).host}`,
      display_name: spec.displayName ?? "",
      locked: false,
      bot: false,
      discoverable: true,
      group: false,
      created_at: "2022-11-03T00:00:00.000Z",
      note: "<p>Writes about ports and shipping.</p>",
      url: `${spec.home}/@${spec.username}`,
      uri: `${spec.home}/users/${spec.username}`,
      avatar: `${spec.home}/system/accounts/avatars/${spec.username}.png`,
      avatar_static: `${spec.home}/system/accounts/avatars/${spec.username}.png`,
      header: `${spec.home}/headers/original/missing.png`,
      header_static: `${spec.home}/headers/original/missing.png`,
      followers_count: 120,
      following_count: 80,
      statuses_count: 900,
      last_status_at: spec.createdAt.slice(0, 10),
      emojis: [],
      fields: [],
    },
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [
      {
        shortcode: "blobcat",
        url: `${spec.home}/emoji/blobcat.png`,
        static_url: `${spec.home}/emoji/blobcat.png`,
        visible_in_picker: true,
      },
    ],
    card: null,
    poll: null,
  };
}

/** Mastodon's HTML for a hashtag, a mention and a shortened web link. */
export const hashtagHtml = (home: string, tag: string) =>
  `<a href="${home}/tags/${tag}" class="mention hashtag" rel="tag">#<span>${tag}</span></a>`;
export const mentionHtml = (home: string, user: string) =>
  `<span class="h-card" translate="no"><a href="${home}/@${user}" class="u-url mention">@<span>${user}</span></a></span>`;
export const linkHtml = (url: string) => {
  const [, scheme, rest] = /^(https?:\/\/(?:www\.)?)(.*)$/.exec(url)!;
  return `<a href="${url}" target="_blank" rel="nofollow noopener noreferrer" translate="no"><span class="invisible">${scheme}</span><span class="ellipsis">${rest!.slice(0, 30)}</span><span class="invisible">${rest!.slice(30)}</span></a>`;
};

/** The status the provider and wire tests share: a home-server post with a hashtag, a mention and a link. */
export const SAMPLE_HOME = "https://mastodon.example";
export const SAMPLE_OTHER = "https://fosstodon.example";
export const SAMPLE_ARTICLE = "https://www.example.org/news/2024/05/harbour-cargo-record-valletta";

export const sampleStatus = (over: Partial<TStatusSpec> = {}) =>
  mastodonStatus({
    id: "112233",
    home: SAMPLE_HOME,
    username: "maria",
    displayName: "Maria Camilleri 🚢",
    createdAt: "2024-05-02T10:00:00.000Z",
    content: `<p>Record cargo in Valletta ${hashtagHtml(SAMPLE_HOME, "shipping")} :blobcat: 🎉</p><p>Thanks ${mentionHtml(SAMPLE_OTHER, "port")}<br>${linkHtml(SAMPLE_ARTICLE)}</p>`,
    ...over,
  });

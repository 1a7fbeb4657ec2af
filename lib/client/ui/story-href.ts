/** The search page for the documents of a story (`story:<ClusterId>` in the query language). */
export function storySearchHref(clusterId: string): string {
  return `/search?q=${encodeURIComponent(`story:${clusterId}`)}`;
}

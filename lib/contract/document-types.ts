/**
 * Values of the `types` parameter of document searches: a document type, or a group of types
 * (widget settings carry semicolon-separated group names). Matched case-insensitively. Declared once for
 * the search service and the widget settings.
 */
export const DOCUMENT_TYPE_GROUPS: Record<string, string[]> = {
  news: ["Article"],
  article: ["Article"],
  blog: ["Blog Post"],
  files: ["Local File"],
  "local file": ["Local File"],
  manual: ["Manual Article"],
  "manual article": ["Manual Article"],
  factsheets: ["Fact Sheet"],
  "fact sheet": ["Fact Sheet"],
  comments: ["Article Comment"],
  "article comment": ["Article Comment"],
  usercontent: ["Local File", "Manual Article", "Fact Sheet", "Article Comment"],
};

/** Every accepted group name. */
export const TYPE_GROUPS = Object.keys(DOCUMENT_TYPE_GROUPS);

/** The document type groups offered as checkboxes; the setting keeps them joined by ";". */
export const TYPE_CHOICES = [
  { value: "news", label: "News articles" },
  { value: "blog", label: "Blog posts" },
  { value: "files", label: "Files" },
  { value: "manual", label: "Manual articles" },
  { value: "factsheets", label: "Fact sheets" },
  { value: "comments", label: "Comments" },
  { value: "usercontent", label: "User content" },
] as const;

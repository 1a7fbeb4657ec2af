// Files that still run SQL outside the data-access layer (see ./data-access.mjs). This list only shrinks:
// move a file's SQL into lib/<domain>/data and delete its line.
export const SQL_OUTSIDE_DATA_LAYER = [
  "lib/stories/cluster-documents.ts",
  "lib/stories/load-document-features.ts",
  "lib/stories/recluster-stored-stories.ts",
];

-- The re-clustering pass (docs/decisions/0005-stories.md) merges a story into another: the merged-away
-- story's row goes, its ClusterId is recorded here with the story it now belongs to, so an old ClusterId
-- still resolves (DECISIONS 20: ClusterId is stable). Chains are kept one hop long: when a survivor is
-- itself merged later, its records are moved to the new survivor.
CREATE TABLE story_merges (
  cluster_id     text PRIMARY KEY,
  into_story_id  bigint NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
  score          double precision NOT NULL,
  merged_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX story_merges_into_story_id_idx ON story_merges (into_story_id);

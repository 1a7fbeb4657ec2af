-- Search in every language (docs/decisions/0008-languages.md). Each document is indexed with the
-- text-search configuration of its language (documents.ts_config, `simple` where PostgreSQL has none);
-- a query word is parsed in every configuration present in the corpus (this function lists them) and
-- the tsqueries are ORed, so it matches documents of every language with their own stemming, in one
-- GIN index lookup. The service reads the list first and writes the configurations into the query as
-- constants: a tsquery computed inside the statement hides its selectivity from the planner, which
-- then scans every document instead of the index.

-- The configurations present, found by a skip scan of this index: one probe per configuration.
CREATE INDEX documents_ts_config_idx ON documents (ts_config);

-- english and simple always (the query language's stemmed and exact matches), then those in use.
CREATE FUNCTION search_configs() RETURNS SETOF regconfig LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH RECURSIVE present(config) AS (
    (SELECT ts_config FROM documents ORDER BY ts_config LIMIT 1)
    UNION ALL
    SELECT (SELECT d.ts_config FROM documents d WHERE d.ts_config > p.config ORDER BY d.ts_config LIMIT 1)
    FROM present p WHERE p.config IS NOT NULL
  )
  SELECT 'english'::regconfig UNION SELECT 'simple'::regconfig
  UNION SELECT config FROM present WHERE config IS NOT NULL
$$;

-- Search speed (lib/server/search/README.md, lib/server/auth/README.md).

-- The publication-date index also carries the columns the visibility rule reads (type, author,
-- provider), so listing every visible document by date (any page) and counting them are index-only
-- scans instead of one heap visit per document.
DROP INDEX documents_published_at_idx;
CREATE INDEX documents_published_at_idx ON documents (published_at DESC, id DESC)
  INCLUDE (type, contributing_user_id, provider);

-- Credential changes are announced to every server process, whichever code path or process made
-- them (delivered on commit), so the in-process caller cache (lib/server/auth/caller-cache.ts) never serves
-- a revoked key, a locked, deleted or regrouped user, or a changed role. Touching last_used_at is not
-- a change.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER api_keys_auth_changed
  AFTER UPDATE OF key, user_id, secret_ciphertext, digest_required, revoked_at OR DELETE OR TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();

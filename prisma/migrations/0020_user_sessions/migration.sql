-- Sign-in sessions a user can see and end (issue: the account page lists active sessions). The session
-- cookie carries the row's id; a revoked row ends that cookie on its next request, wherever it was copied
-- to. Cookies sealed before this table existed carry no id and no longer sign anyone in.
CREATE TABLE user_sessions (
  id           text PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  user_agent   text NOT NULL DEFAULT '',
  client       text NOT NULL DEFAULT '',
  revoked_at   timestamptz
);
CREATE INDEX user_sessions_user_idx ON user_sessions (user_id, last_seen_at DESC);

-- Ending a session is a credential change every process hears (lib/server/auth/caller-cache.ts); touching
-- last_seen_at is not.
CREATE TRIGGER user_sessions_auth_changed
  AFTER UPDATE OF user_id, revoked_at OR DELETE OR TRUNCATE ON user_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();

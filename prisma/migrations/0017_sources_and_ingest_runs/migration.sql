-- Sources have an owner and a visibility (docs/decisions/0009-sources.md): a source without an owner belongs
-- to the system (made on the command line) and is shared with everyone; a user's source is private to its
-- owner unless shared. Admins see and manage every source.
ALTER TABLE sources
  ADD COLUMN owner_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN visibility text NOT NULL DEFAULT 'shared',
  ADD CONSTRAINT sources_visibility_check CHECK (visibility IN ('private', 'shared'));
CREATE INDEX sources_owner_idx ON sources (owner_user_id);

-- Progress of every import (CLI file import, upload, feed poll), written by whichever process runs it at most
-- about once a second, so the API, the CLI and the web app read the same figures.
CREATE TABLE ingest_runs (
  id                bigserial PRIMARY KEY,
  kind              text NOT NULL CHECK (kind IN ('file', 'upload', 'feed', 'social', 'other')),
  description       text NOT NULL,
  source_id         integer REFERENCES sources (id) ON DELETE SET NULL,
  user_id           integer REFERENCES users (id) ON DELETE SET NULL,
  status            text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
  total             integer,
  read              integer NOT NULL DEFAULT 0,
  stored            integer NOT NULL DEFAULT 0,
  duplicates        integer NOT NULL DEFAULT 0,
  rejected          integer NOT NULL DEFAULT 0,
  rejection_reasons jsonb NOT NULL DEFAULT '{}',
  docs_per_second   double precision NOT NULL DEFAULT 0,
  error             text,
  started_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  finished_at       timestamptz
);
CREATE INDEX ingest_runs_started_idx ON ingest_runs (started_at DESC);
CREATE INDEX ingest_runs_source_idx ON ingest_runs (source_id, started_at DESC);

-- MyPage: widgets on tabs (a tab is a MyPageTab project, its GUID the tab id) and each user's order of
-- the tabs they can see. A widget's position is (widget_group, order_no), dense from 0 per tab and zone;
-- changes lock the tab's projects row, so concurrent moves serialise (lib/server/mypage/README.md).

CREATE TABLE widgets (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tab_id           bigint NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  key              text NOT NULL,
  title            text NOT NULL DEFAULT '',
  settings         jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(settings) = 'object'),
  widget_group     text NOT NULL CHECK (widget_group IN ('LeftZone', 'MiddleZone', 'RightZone')),
  order_no         integer NOT NULL CHECK (order_no >= 0),
  is_minimized     boolean NOT NULL DEFAULT false,
  is_in_edit_mode  boolean NOT NULL DEFAULT false,
  settings_version integer NOT NULL DEFAULT 1,
  legacy_widget_id integer NOT NULL DEFAULT 0,
  query            text,
  created_at       timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- Millisecond precision, so that the value a client got back compares equal (optimistic concurrency).
  last_updated_utc timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- Checked at commit: a move renumbers a zone in one statement.
  CONSTRAINT widgets_position_key UNIQUE (tab_id, widget_group, order_no) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE mypage_tab_order (
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  project_id bigint NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  order_no   integer NOT NULL CHECK (order_no >= 0),
  PRIMARY KEY (user_id, project_id)
);
CREATE INDEX mypage_tab_order_project_idx ON mypage_tab_order (project_id);

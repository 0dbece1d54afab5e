// Migration 2: the release registry (docs/releases.md): every published release of a remote, which
// one is live (a pointer with a generation, moved by compare-and-set), and every move of a pointer.
// Never edited once landed: a change is a new numbered file.
export const sql = `
CREATE TABLE releases (
  id text PRIMARY KEY,
  remote text NOT NULL,
  git_commit text,
  digest text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  contract jsonb NOT NULL
);
CREATE INDEX releases_remote ON releases (remote, created_at DESC);

CREATE TABLE live_releases (
  remote text PRIMARY KEY,
  release_id text NOT NULL REFERENCES releases (id),
  generation integer NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE release_moves (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  from_release text REFERENCES releases (id),
  to_release text NOT NULL REFERENCES releases (id),
  action text NOT NULL CHECK (action IN ('activate', 'rollback', 'build')),
  actor text NOT NULL,
  moved_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX release_moves_remote ON release_moves (remote, id DESC);
`;

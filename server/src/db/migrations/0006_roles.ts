// Migration 6: who may use the operations console (docs/console.md): an account's roles by its
// normalised email (`owner`, or `team:<remote>`), with who granted each and when, and every grant
// and revocation kept as a row. Never edited once landed: a change is a new numbered file.
export const sql = `
CREATE TABLE IF NOT EXISTS console_roles (
  email text NOT NULL,
  role text NOT NULL CHECK (role = 'owner' OR role ~ '^team:[a-z][a-z0-9]{0,30}$'),
  granted_by text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, role)
);

CREATE TABLE IF NOT EXISTS console_role_changes (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  role text NOT NULL,
  action text NOT NULL CHECK (action IN ('grant', 'revoke')),
  actor text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS console_role_changes_email ON console_role_changes (email, id DESC);
`;

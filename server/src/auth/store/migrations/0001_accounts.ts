// Auth migration 1: accounts, their sessions and refresh tokens, the one-time tokens of the links
// mailed to them, and the service's secrets, in the auth schema (docs/data.md). Never edited once
// landed: a change is a new numbered file.
export const sql = `
CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL,
  email_normalized text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  email_confirmed_at timestamptz,
  new_email text,
  user_metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_sign_in_at timestamptz
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  refreshed_at timestamptz NOT NULL,
  not_after timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE refresh_tokens (
  hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_session_id ON refresh_tokens (session_id);

CREATE TABLE one_time_tokens (
  id text PRIMARY KEY,
  secret_hash text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('signup', 'recovery', 'email_change')),
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, kind);

CREATE TABLE secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL
);
`;

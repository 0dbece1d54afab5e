// Auth migration 2: how each session began (a password, or a mailed link: signup, recovery,
// email_change). A session opened by a password-reset link may set a new password without the
// current one (docs/accounts.md, "Accounts and sign-in"). Never edited once landed.
export const sql = `
ALTER TABLE sessions ADD COLUMN method text NOT NULL DEFAULT 'password'
  CHECK (method IN ('password', 'signup', 'recovery', 'email_change'));

CREATE INDEX one_time_tokens_expires_at ON one_time_tokens (expires_at);
`;

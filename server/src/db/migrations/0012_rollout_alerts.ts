// Migration 12: the rollouts' alerts waiting to be sent, and those sent (docs/console.md, "Alerts"):
// one row per mail and person, kept until it has left, so a mail server that is down, or an instance
// that stops, delays an alert rather than losing it; the console shows each rollout's. Never edited
// once landed: a change is a new file.
export const sql = `
CREATE TABLE IF NOT EXISTS rollout_alerts (
  id bigserial PRIMARY KEY,
  rollout_id bigint NOT NULL REFERENCES rollouts (id),
  from_address text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  claimed_until timestamptz,
  sent_at timestamptz,
  gave_up_at timestamptz,
  last_error text
);
CREATE INDEX IF NOT EXISTS rollout_alerts_rollout ON rollout_alerts (rollout_id, id);
CREATE INDEX IF NOT EXISTS rollout_alerts_due ON rollout_alerts (next_attempt_at)
  WHERE sent_at IS NULL AND gave_up_at IS NULL;
`;

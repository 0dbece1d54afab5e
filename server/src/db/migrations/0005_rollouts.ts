// Migration 5: rollouts (docs/rollouts.md, "Rollouts"): a canary moved through steps by the server,
// judged at the end of each interval. One running rollout per remote; `generation` is the row's
// compare-and-set, so two instances never take the same decision; every decision is kept with its
// figures (one per generation). A move of the registry may say why (`reason`) and which rollout
// made it. Never edited once landed.
export const sql = `
CREATE TABLE IF NOT EXISTS rollouts (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  release_id text NOT NULL REFERENCES releases (id),
  stable_release_id text NOT NULL REFERENCES releases (id),
  steps jsonb NOT NULL,
  step integer NOT NULL DEFAULT 0,
  interval_ms integer NOT NULL CHECK (interval_ms > 0),
  policy jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'completed', 'aborted', 'replaced')),
  generation integer NOT NULL DEFAULT 0,
  step_started_at timestamptz NOT NULL,
  next_decision_at timestamptz,
  started_by text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS rollouts_one_running ON rollouts (remote) WHERE state = 'running';
CREATE INDEX IF NOT EXISTS rollouts_remote ON rollouts (remote, id DESC);
CREATE INDEX IF NOT EXISTS rollouts_due ON rollouts (next_decision_at) WHERE state = 'running';

CREATE TABLE IF NOT EXISTS rollout_decisions (
  id bigserial PRIMARY KEY,
  rollout_id bigint NOT NULL REFERENCES rollouts (id),
  generation integer NOT NULL,
  step integer NOT NULL,
  percent integer NOT NULL,
  verdict text NOT NULL CHECK (verdict IN ('start', 'promote', 'wait', 'abort', 'complete', 'replaced')),
  reason text NOT NULL,
  figures jsonb,
  decided_by text NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (rollout_id, generation)
);

ALTER TABLE release_moves ADD COLUMN IF NOT EXISTS reason text;
ALTER TABLE release_moves ADD COLUMN IF NOT EXISTS rollout_id bigint REFERENCES rollouts (id);
`;

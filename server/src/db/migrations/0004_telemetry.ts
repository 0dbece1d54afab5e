// Migration 4: release health (docs/release-health.md): what the pages report, added up
// per minute, remote, release, cohort and route. Every count is additive (INSERT ... ON CONFLICT DO
// UPDATE SET n = n + EXCLUDED.n), so several instances write the same rows correctly; a p75 comes
// from fixed histogram bins per metric, which add up over any span of minutes. Kept 30 days.
export const sql = `
CREATE TABLE IF NOT EXISTS telemetry_sessions (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  cohort text NOT NULL CHECK (cohort IN ('stable', 'canary', 'preview')),
  route text NOT NULL,
  sessions bigint NOT NULL DEFAULT 0,
  errored bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, minute, release, cohort, route)
);
CREATE INDEX IF NOT EXISTS telemetry_sessions_minute ON telemetry_sessions (minute);

CREATE TABLE IF NOT EXISTS telemetry_vitals (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  cohort text NOT NULL CHECK (cohort IN ('stable', 'canary', 'preview')),
  route text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  bin integer NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, minute, release, cohort, route, metric, bin)
);
CREATE INDEX IF NOT EXISTS telemetry_vitals_minute ON telemetry_vitals (minute);
CREATE INDEX IF NOT EXISTS telemetry_vitals_route ON telemetry_vitals (route, minute);

CREATE TABLE IF NOT EXISTS telemetry_error_groups (
  remote text NOT NULL,
  release text NOT NULL,
  fingerprint text NOT NULL,
  kind text NOT NULL,
  message text NOT NULL,
  frame text,
  count bigint NOT NULL DEFAULT 0,
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (remote, release, fingerprint)
);
CREATE INDEX IF NOT EXISTS telemetry_error_groups_last_seen ON telemetry_error_groups (last_seen);

CREATE TABLE IF NOT EXISTS telemetry_errors (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  cohort text NOT NULL CHECK (cohort IN ('stable', 'canary', 'preview')),
  fingerprint text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, minute, release, cohort, fingerprint)
);
CREATE INDEX IF NOT EXISTS telemetry_errors_minute ON telemetry_errors (minute);
`;

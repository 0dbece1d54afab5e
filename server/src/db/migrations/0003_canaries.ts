// Migration 3: canaries (docs/releases.md, "Previews and canaries"): a remote's pointer may also name
// a release served to a share of visitors, and a move may be a canary (with its share). Written to
// run again harmlessly (IF NOT EXISTS, the action check replaced whole). Never edited once landed.
export const sql = `
ALTER TABLE live_releases ADD COLUMN IF NOT EXISTS canary_release_id text REFERENCES releases (id);
ALTER TABLE live_releases ADD COLUMN IF NOT EXISTS canary_percent integer;
ALTER TABLE live_releases DROP CONSTRAINT IF EXISTS live_releases_canary_check;
ALTER TABLE live_releases ADD CONSTRAINT live_releases_canary_check CHECK (
  (canary_release_id IS NULL AND canary_percent IS NULL)
  OR (canary_release_id IS NOT NULL AND canary_percent BETWEEN 0 AND 100)
);
ALTER TABLE release_moves ADD COLUMN IF NOT EXISTS percent integer;
ALTER TABLE release_moves DROP CONSTRAINT IF EXISTS release_moves_action_check;
ALTER TABLE release_moves ADD CONSTRAINT release_moves_action_check
  CHECK (action IN ('activate', 'rollback', 'build', 'canary'));
`;

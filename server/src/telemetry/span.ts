// A span of minutes as people write it (docs/release-health.md): `--since 1h` (s, m, h or
// d before now) or an ISO time; `until` defaults to now.
import type { Span } from './healthQueries';

const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A moment: a duration before `now` ('90m') or an ISO time; throws with what it expects. */
export function parseMoment(text: string, now: number, what: string): Date {
  const duration = /^(\d{1,6})([smhd])$/.exec(text.trim());
  if (duration) return new Date(now - Number(duration[1]) * UNITS[duration[2]!]!);
  const at = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(at))
    throw new Error(`${what} must be a duration such as 30m, 1h or 7d, or an ISO time (got "${text}").`);
  return new Date(at);
}

/** How the caller names the two: `since` in a query string, `--since` on a command line. */
const QUERY_NAMES = { since: 'since', until: 'until' };

/** [since, until) from their texts (since defaults to 1h, until to now); an error names them as `names` do. */
export function parseSpan(
  since: string | undefined,
  until: string | undefined,
  now = Date.now(),
  names: { since: string; until: string } = QUERY_NAMES,
): Span {
  const span = {
    since: parseMoment(since ?? '1h', now, names.since),
    until: until ? parseMoment(until, now, names.until) : new Date(now),
  };
  if (span.since >= span.until) throw new Error(`${names.since} must come before ${names.until}.`);
  return span;
}

// What `npm run release:health -- <remote>` prints (docs/release-health.md): each
// release's sessions, crash-free sessions and p75s, its stable and canary cohorts on lines side by
// side, then each one's top error groups.
import type { ReleaseHealth } from '@site/contract/health';
import type { Span } from './healthQueries';

const ms = (value: number | null) => (value === null ? '-' : `${value} ms`);
const cls = (value: number | null) => (value === null ? '-' : value.toFixed(3));
const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '-');

/** A table as text: columns padded to their widest cell. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function formatReleaseHealth(remote: string, span: Span, list: readonly ReleaseHealth[]): string {
  const header = `Health of "${remote}" from ${span.since.toISOString()} to ${span.until.toISOString()}:`;
  if (list.length === 0) return `${header}\nNo page reported on any release of "${remote}" in that span.`;
  const rows = [['release', 'cohort', 'sessions', 'crash-free', 'errored', 'p75 LCP', 'p75 INP', 'p75 CLS']];
  for (const health of list) {
    const crashFree = health.sessions - health.erroredSessions;
    rows.push([
      health.release,
      health.cohort,
      String(health.sessions),
      `${crashFree} (${percent(crashFree, health.sessions)})`,
      String(health.erroredSessions),
      ms(health.p75.lcp),
      ms(health.p75.inp),
      cls(health.p75.cls),
    ]);
  }
  const errors = list
    .filter((health) => health.topErrors.length)
    .map(
      (health) =>
        `\nTop errors of ${health.release} (${health.cohort}):\n` +
        health.topErrors
          .map(
            (group) =>
              `  ${String(group.count).padStart(6)}x  ${group.kind.padEnd(9)} ${group.message}\n` +
              `           ${group.frame ?? '(no frame)'}  first ${group.firstSeen}, last ${group.lastSeen}`,
          )
          .join('\n'),
    );
  return [header, table(rows), ...errors].join('\n');
}

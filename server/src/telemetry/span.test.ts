/** @jest-environment node */
// The span of `release:health` and GET .../health (docs/release-health.md): its errors name the
// two ends as the caller wrote them (team QA: the command said "since must ..." for --since).
import { parseSpan } from './span';

const NOW = Date.parse('2026-11-30T12:00:00Z');

test('a duration before now, an ISO time, and the defaults', () => {
  expect(parseSpan('90m', undefined, NOW)).toEqual({
    since: new Date('2026-11-30T10:30:00Z'),
    until: new Date(NOW),
  });
  expect(parseSpan(undefined, '2026-11-30T11:30:00Z', NOW).since).toEqual(new Date('2026-11-30T11:00:00Z'));
});

test("a bad end is named as the caller names it: the query's since, the command's --since", () => {
  expect(() => parseSpan('yesterday', undefined, NOW)).toThrow('since must be a duration such as 30m');
  expect(() => parseSpan('yesterday', undefined, NOW, { since: '--since', until: '--until' })).toThrow(
    /^--since must be a duration such as 30m, 1h or 7d, or an ISO time \(got "yesterday"\)\.$/,
  );
  expect(() => parseSpan('10m', '1h', NOW, { since: '--since', until: '--until' })).toThrow(
    '--since must come before --until.',
  );
});

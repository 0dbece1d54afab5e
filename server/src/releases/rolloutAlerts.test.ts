/** @jest-environment node */
// A rollout's alerts: the people who run its remote are told when it rolls back or goes live on its
// own, with the reason, the figures and the console's page; never for a step, a wait or a person's move.
import type { ErrorGroupView } from '@site/contract/health';
import type { JudgementFigures, RolloutDecisionView, RolloutView } from '@site/contract/rollout';
import { adminPaths } from '@site/paths/admin';
import type { Mail } from '../platform';
import { consolePageOf, createRolloutAlerts, rolloutAlert, type RolloutAlertsOptions } from './rolloutAlerts';
import { aRolloutView } from './testing/rolloutViews';

const figures: JudgementFigures = {
  canary: { release: 's2', sessions: 12, erroredSessions: 12, errorRate: 1, p75: { lcp: 1830.4, inp: 96, cls: 0.012 } },
  stable: { release: 's1', sessions: 30, erroredSessions: 0, errorRate: 0, p75: { lcp: 1500, inp: null, cls: null } },
  allowedErrorRate: 0.01,
  z: 6.2,
  since: '2026-11-30T02:00:00.000Z',
  until: '2026-11-30T02:05:00.000Z',
};
const BY_ITSELF = 'rollout #7 (started by shop team)';
const decision = (verdict: RolloutDecisionView['verdict'], by = BY_ITSELF): RolloutDecisionView => ({
  at: '2026-11-30T02:05:01.000Z',
  step: 0,
  percent: 50,
  verdict,
  reason: verdict === 'abort' ? 'The canary errs more than stable.' : 'The canary is as good as stable.',
  by,
  figures: verdict === 'start' ? null : figures,
});
const rollout = (...decisions: RolloutDecisionView[]): RolloutView =>
  aRolloutView({ decisions: [...decisions, decision('start', 'shop team')] });
const PAGE = 'https://site.example/admin/remotes/shop';

test('a rollback on its own says where the visitors are, why, on what figures, and where to look', () => {
  const alert = rolloutAlert(rollout(decision('abort')), PAGE)!;
  expect(alert.subject).toBe("Rolled back: shop's release s2 (rollout #7)");
  expect(alert.text.split('\n')).toEqual([
    "Rollout #7 of shop's release s2 (started by shop team at 2026-11-30T02:00:00.000Z) stopped on its own at 2026-11-30T02:05:01.000Z, at 50% of visitors.",
    'Every visitor gets s1 again.',
    '',
    'Why: The canary errs more than stable.',
    '',
    'What it judged, from 2026-11-30T02:00:00.000Z to 2026-11-30T02:05:00.000Z:',
    '  Canary s2: 12 of 12 sessions errored (100.0%); p75 LCP 1830 ms, INP 96 ms, CLS 0.01',
    '  Stable s1: 0 of 30 sessions errored (0.0%); p75 LCP 1500 ms, INP no reading, CLS no reading',
    '',
    `The rollout, every decision and the release's health: ${PAGE}`,
    '',
  ]);
});

const group = (message: string, count: number, kind: ErrorGroupView['kind'] = 'error', frame: string | null = null) =>
  ({
    fingerprint: message,
    kind,
    message,
    frame,
    count,
    firstSeen: figures.since,
    lastSeen: figures.until,
  }) as ErrorGroupView;

test("a rollback lists the canary's errors, most frequent first, five at most, each with its top frame", () => {
  const errors = [
    group('chunk 12 failed', 1, 'load'),
    group('product card exploded', 9, 'boundary', 'http://shop.example/releases/s2/routes.js:1:2345'),
    group('a', 2),
    group('b', 3, 'rejection'),
    group('c', 2),
    group('d', 2),
  ];
  const text = rolloutAlert(rollout(decision('abort')), PAGE, errors)!.text.split('\n');
  const from = text.indexOf("The canary's errors in those minutes, most frequent first:");
  expect(text.slice(from, from + 9)).toEqual([
    "The canary's errors in those minutes, most frequent first:",
    "  9 x product card exploded (caught by the remote's error boundary)",
    '      at http://shop.example/releases/s2/routes.js:1:2345',
    '  3 x b (unhandled rejection)',
    '  2 x a (uncaught error)',
    '  2 x c (uncaught error)',
    '  2 x d (uncaught error)',
    '',
    `The rollout, every decision and the release's health: ${PAGE}`,
  ]);
  expect(rolloutAlert(rollout(decision('abort')), PAGE)!.text).not.toContain("The canary's errors");
});

test('a release that went through every step says it is live', () => {
  const alert = rolloutAlert(rollout(decision('complete'), decision('promote')), PAGE)!;
  expect(alert.subject).toBe("Live: shop's release s2 (rollout #7)");
  expect(alert.text).toMatch(
    /went through its steps \(50%, 100%\) and is live for every visitor since 2026-11-30T02:05:01/,
  );
  expect(alert.text).toContain('Its last judgement: The canary is as good as stable.');
  expect(alert.text).toContain('  Canary s2: 12 of 12 sessions errored (100.0%)');
  expect(alert.text).toContain(PAGE);
});

test('a step, a wait, a person moving the rollout or another move replacing it sends nothing', () => {
  for (const latest of [
    decision('promote'),
    decision('wait'),
    decision('abort', 'alice'),
    decision('complete', 'alice'),
    decision('replaced', 'the server'),
  ]) {
    expect(rolloutAlert(rollout(latest), PAGE)).toBeNull();
  }
  expect(rolloutAlert(rollout(), PAGE)).toBeNull();
});

test('a step that has waited an hour for visitors is told once, and a new step counts anew', () => {
  // The rollout started at 02:05:01 (its 'start' decision); `after(m)`: a wait m minutes later.
  const at = (minutes: number) => new Date(Date.parse('2026-11-30T02:05:01.000Z') + minutes * 60_000).toISOString();
  const after = (minutes: number, verdict: RolloutDecisionView['verdict'] = 'wait') => ({
    ...decision(verdict),
    at: at(minutes),
  });
  const alertAfter = (...newestFirst: RolloutDecisionView[]) => rolloutAlert(rollout(...newestFirst), PAGE);
  expect(alertAfter(after(59), after(30))).toBeNull();
  const alert = alertAfter(after(61), after(59), after(30))!;
  expect(alert.subject).toBe("Waiting: shop's release s2 has too few visitors to be judged (rollout #7)");
  expect(alert.text.split('\n').slice(0, 7)).toEqual([
    "Rollout #7 of shop's release s2 (started by shop team at 2026-11-30T02:00:00.000Z) has waited at 50% of visitors for 1 h 1 min: too few sessions to judge its canary.",
    'It never promotes on too little data, so it stays at this step while they come.',
    '',
    'Its latest judgement: The canary is as good as stable.',
    '',
    'To move it on: promote or abort it in the console, or with npm run release:rollout -- shop promote|abort;',
    'or roll the release out again with a smaller --min-sessions.',
  ]);
  expect(alert.text).toContain(PAGE);
  expect(alertAfter(after(62), after(61), after(59))).toBeNull();
  // A first judgement an hour and a half in (a long interval) is the one past the hour.
  expect(alertAfter(after(90))).not.toBeNull();
  // Promoted at 90 minutes: the next step's waits count from then.
  expect(alertAfter(after(140), after(90, 'promote'), after(61))).toBeNull();
  expect(alertAfter(after(152), after(140), after(90, 'promote'), after(61))!.text).toContain('for 1 h 2 min');
});

test("the link is the remote's page of the console", () => {
  expect(consolePageOf('https://site.example/', 'shop')).toBe(`https://site.example${adminPaths.remote('shop')}`);
  expect(consolePageOf('http://localhost:3000', 'quiz')).toBe(`http://localhost:3000${adminPaths.remote('quiz')}`);
});

/** Alerts from the alerts sender of https://site.example, and the mails they sent. */
function alertsOf(options: Pick<RolloutAlertsOptions, 'recipients' | 'health'>) {
  const sent: Mail[] = [];
  const mailer = async (mail: Mail) => {
    sent.push(mail);
    return 'outbox' as const;
  };
  const alerts = createRolloutAlerts({
    mailer,
    from: 'Releases <releases@site.example>',
    siteUrl: 'https://site.example',
    ...options,
  });
  return { alerts, sent };
}

test('each person who runs the remote gets the alert, from the alerts sender; nobody is asked for when there is none', async () => {
  const asked: string[] = [];
  const { alerts, sent } = alertsOf({
    recipients: async (remote) => {
      asked.push(remote);
      return ['owner@site.example', 'shop-team@site.example'];
    },
  });
  expect(await alerts(rollout(decision('wait')))).toBe(0);
  expect(asked).toEqual([]);
  expect(await alerts(rollout(decision('abort')))).toBe(2);
  expect(asked).toEqual(['shop']);
  expect(sent.map(({ from, to, subject }) => ({ from, to, subject }))).toEqual([
    {
      from: 'Releases <releases@site.example>',
      to: 'owner@site.example',
      subject: "Rolled back: shop's release s2 (rollout #7)",
    },
    {
      from: 'Releases <releases@site.example>',
      to: 'shop-team@site.example',
      subject: "Rolled back: shop's release s2 (rollout #7)",
    },
  ]);
  expect(sent[0]!.text).toContain(`https://site.example${adminPaths.remote('shop')}`);
});

test("a rollback's mail has the canary's errors over the minutes judged; without them when they cannot be read", async () => {
  const windows: string[] = [];
  let failing = false;
  const side = (release: string, cohort: 'canary' | 'stable', topErrors: ErrorGroupView[]) => ({
    remote: 'shop',
    release,
    cohort,
    sessions: 12,
    erroredSessions: 12,
    p75: { lcp: null, inp: null, cls: null },
    topErrors,
  });
  const { alerts, sent } = alertsOf({
    recipients: async () => ['owner@site.example'],
    health: async (remote, { since, until }) => {
      windows.push(`${remote} ${since.toISOString()} ${until.toISOString()}`);
      if (failing) throw new Error('telemetry unreachable');
      return [
        side('s2', 'canary', [group('product card exploded', 9)]),
        side('s1', 'stable', [group('a stable error', 1)]),
      ];
    },
  });
  await alerts(rollout(decision('complete')));
  expect(windows).toEqual([]);
  await alerts(rollout(decision('abort')));
  expect(windows).toEqual([`shop ${figures.since} ${figures.until}`]);
  expect(sent[1]!.text).toContain('  9 x product card exploded (uncaught error)');
  expect(sent[1]!.text).not.toContain('a stable error');
  failing = true;
  expect(await alerts(rollout(decision('abort')))).toBe(1);
  expect(sent[2]!.text).not.toContain("The canary's errors");
});

// What a remote's owners and team are told when its rollout decides on its own (docs/console.md,
// "Alerts"): the canary rolled back, with the reason and the figures it was judged on, the release
// live for every visitor, or a step that has waited an hour for visitors. Nobody has to watch a
// rollout to learn how it ended or that it is stuck; a step, a shorter wait or a person's own move
// sends nothing.
import type { ErrorGroupView } from '@site/contract/health';
import type { JudgementFigures, RolloutDecisionView, RolloutView } from '@site/contract/rollout';
import type { Mail } from '../platform';
import type { HealthSource } from './rolloutRunner';
import { rolloutActor } from './rollouts';

export interface RolloutAlert {
  subject: string;
  text: string;
}

/** A remote's page in the console, where its rollout, decisions and health are (docs/console.md). */
export const consolePageOf = (siteUrl: string, remote: string) =>
  `${siteUrl.replace(/\/$/, '')}/admin/remotes/${encodeURIComponent(remote)}`;

const rate = (value: number | null) => (value === null ? 'no sessions' : `${(value * 100).toFixed(1)}%`);
const ms = (value: number | null) => (value === null ? 'no reading' : `${Math.round(value)} ms`);

function sideLine(name: string, side: JudgementFigures['canary']): string {
  const { lcp, inp, cls } = side.p75;
  return (
    `  ${name} ${side.release}: ${side.erroredSessions} of ${side.sessions} sessions errored (${rate(side.errorRate)}); ` +
    `p75 LCP ${ms(lcp)}, INP ${ms(inp)}, CLS ${cls === null ? 'no reading' : cls.toFixed(2)}`
  );
}

function figuresLines(decision: RolloutDecisionView): string[] {
  const { figures } = decision;
  if (!figures) return [];
  return [
    `What it judged, from ${figures.since} to ${figures.until}:`,
    sideLine('Canary', figures.canary),
    sideLine('Stable', figures.stable),
    '',
  ];
}

/** How many of the canary's error groups a rollback's alert lists, most frequent first. */
const ERROR_GROUPS = 5;
const KIND: Record<ErrorGroupView['kind'], string> = {
  error: 'uncaught error',
  rejection: 'unhandled rejection',
  boundary: "caught by the remote's error boundary",
  load: 'failed to load',
};

function errorLines(errors: readonly ErrorGroupView[]): string[] {
  if (!errors.length) return [];
  const groups = [...errors].sort((a, b) => b.count - a.count).slice(0, ERROR_GROUPS);
  return [
    "The canary's errors in those minutes, most frequent first:",
    ...groups.flatMap((group) => [
      `  ${group.count} x ${group.message} (${KIND[group.kind]})`,
      ...(group.frame ? [`      at ${group.frame}`] : []),
    ]),
    '',
  ];
}

/** How long a step waits for its sample before the people who run the remote are told (once a step). */
export const WAIT_ALERT_MS = 60 * 60_000;

const duration = (ms: number) => {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

/** How long the step has waited, when the latest decision is the wait that took it past WAIT_ALERT_MS. */
function waitPassingTheHour(view: RolloutView): number | null {
  const [latest, before] = view.decisions;
  // The step started with the latest decision that was not a wait (the start, or a promotion).
  const stepStart = view.decisions.find((decision) => decision.verdict !== 'wait');
  if (latest?.verdict !== 'wait' || !stepStart) return null;
  const waited = (decision: RolloutDecisionView) => Date.parse(decision.at) - Date.parse(stepStart.at);
  if (waited(latest) < WAIT_ALERT_MS) return null;
  return before?.verdict === 'wait' && waited(before) >= WAIT_ALERT_MS ? null : waited(latest);
}

/**
 * The alert for the rollout's latest decision, or null when that decision needs none. A rollback's
 * lists `canaryErrors`, the canary's error groups over the minutes it was judged on.
 */
export function rolloutAlert(
  view: RolloutView,
  consolePage: string,
  canaryErrors: readonly ErrorGroupView[] = [],
): RolloutAlert | null {
  const [decision] = view.decisions;
  if (!decision || decision.by !== rolloutActor(view)) return null;
  const what = `${view.remote}'s release ${view.release}`;
  const started = `Rollout #${view.id} of ${what} (started by ${view.startedBy} at ${view.startedAt})`;
  const end = [`The rollout, every decision and the release's health: ${consolePage}`, ''];
  if (decision.verdict === 'abort') {
    return {
      subject: `Rolled back: ${what} (rollout #${view.id})`,
      text: [
        `${started} stopped on its own at ${decision.at}, at ${decision.percent}% of visitors.`,
        `Every visitor gets ${view.stable} again.`,
        '',
        `Why: ${decision.reason}`,
        '',
        ...figuresLines(decision),
        ...errorLines(canaryErrors),
        ...end,
      ].join('\n'),
    };
  }
  const waited = waitPassingTheHour(view);
  if (waited !== null) {
    return {
      subject: `Waiting: ${what} has too few visitors to be judged (rollout #${view.id})`,
      text: [
        `${started} has waited at ${decision.percent}% of visitors for ${duration(waited)}: too few sessions to judge its canary.`,
        'It never promotes on too little data, so it stays at this step while they come.',
        '',
        `Its latest judgement: ${decision.reason}`,
        '',
        `To move it on: promote or abort it in the console, or with npm run release:rollout -- ${view.remote} promote|abort;`,
        'or roll the release out again with a smaller --min-sessions.',
        '',
        ...end,
      ].join('\n'),
    };
  }
  if (decision.verdict === 'complete') {
    return {
      subject: `Live: ${what} (rollout #${view.id})`,
      text: [
        `${started} went through its steps (${view.steps.join('%, ')}%) and is live for every visitor since ${decision.at}.`,
        '',
        `Its last judgement: ${decision.reason}`,
        '',
        ...figuresLines(decision),
        ...end,
      ].join('\n'),
    };
  }
  return null;
}

export interface RolloutAlertsOptions {
  /** Takes each person's mail: the alert queue, which keeps it with its rollout until sent (alertQueue.ts). */
  mailer: (mail: Mail, rollout: RolloutView) => Promise<unknown>;
  from: string;
  siteUrl: string;
  /** Who runs a remote: its owners and its team (the access room's roles). */
  recipients: (remote: string) => Promise<string[]>;
  /** The releases' health, for a rolled-back canary's errors (none without it, or when it fails). */
  health?: HealthSource | null;
}

/** The canary's error groups over the minutes its last judgement compared. */
async function canaryErrorsOf(view: RolloutView, health: HealthSource): Promise<ErrorGroupView[]> {
  const figures = view.decisions[0]?.figures;
  if (!figures) return [];
  const window = { since: new Date(figures.since), until: new Date(figures.until) };
  const releases = await health(view.remote, window);
  return releases
    .filter((release) => release.release === view.release && release.cohort === 'canary')
    .flatMap((release) => release.topErrors);
}

/** Sends the alert of a rollout's latest decision, if it has one, to each of the remote's people. */
export function createRolloutAlerts(options: RolloutAlertsOptions): (view: RolloutView) => Promise<number> {
  return async (view) => {
    const { health } = options;
    // A rollback's errors; its alert goes without them rather than not at all.
    const errors =
      health && view.decisions[0]?.verdict === 'abort' ? await canaryErrorsOf(view, health).catch(() => []) : [];
    const alert = rolloutAlert(view, consolePageOf(options.siteUrl, view.remote), errors);
    if (!alert) return 0;
    const people = await options.recipients(view.remote);
    for (const to of people) await options.mailer({ from: options.from, to, ...alert }, view);
    return people.length;
  };
}

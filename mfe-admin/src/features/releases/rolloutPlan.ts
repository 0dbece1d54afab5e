// What a person types to start a rollout, read into the plan the console API takes, with a message
// per field for what cannot be run (the server checks the same again: docs/console.md, "The pages").
import type { ConsoleRolloutRequest } from '@site/contract/consoleRollout';

export interface RolloutForm {
  release: string;
  steps: string;
  interval: string;
  minSessions: string;
}

export type RolloutFormErrors = Partial<Record<keyof RolloutForm, string>>;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** '20s', '5m', '1h' in ms, or null. */
export function readInterval(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h)\s*$/i.exec(text);
  if (!match) return null;
  const ms = Math.round(Number(match[1]) * UNIT_MS[match[2]!.toLowerCase() as keyof typeof UNIT_MS]);
  return ms >= 1_000 && ms <= 24 * UNIT_MS.h ? ms : null;
}

/** '10, 50, 100' as shares: whole numbers from 1 to 100, rising, one below 100; or why not. */
export function readSteps(text: string): number[] | string {
  const parts = text.split(',').map((part) => part.trim());
  const steps = parts.map(Number);
  if (text.trim() === '' || parts.some((part) => !/^\d+$/.test(part))) {
    return 'Enter shares of visitors in %, separated by commas, like 10, 50, 100';
  }
  if (steps.some((step) => step < 1 || step > 100)) return 'Each share must be from 1 to 100';
  if (steps.some((step, i) => i > 0 && step <= steps[i - 1]!)) return 'Each share must be above the one before';
  if (!steps.some((step) => step < 100)) return 'Enter at least one share below 100';
  if (steps.length > 20) return 'Enter at most 20 shares';
  return steps;
}

/** The plan, or a message for each field that needs a change. */
export function readRolloutForm(
  form: RolloutForm,
): { ok: true; plan: ConsoleRolloutRequest } | { ok: false; errors: RolloutFormErrors } {
  const errors: RolloutFormErrors = {};
  if (!form.release) errors.release = 'Choose a release';
  const steps = readSteps(form.steps);
  if (typeof steps === 'string') errors.steps = steps;
  const intervalMs = readInterval(form.interval);
  if (intervalMs === null) errors.interval = 'Enter a time from 1s to 24h, like 20s, 5m or 1h';
  const sessionsText = form.minSessions.trim();
  const minSessions = sessionsText === '' ? undefined : Number(sessionsText);
  if (minSessions !== undefined && !(/^\d+$/.test(sessionsText) && minSessions >= 1 && minSessions <= 1_000_000)) {
    errors.minSessions = 'Enter a whole number from 1 to 1000000, or leave it empty for the default';
  }
  if (Object.keys(errors).length > 0 || typeof steps === 'string' || intervalMs === null) return { ok: false, errors };
  return {
    ok: true,
    plan: { release: form.release, steps, intervalMs, ...(minSessions === undefined ? {} : { minSessions }) },
  };
}

// The rollout runner (docs/rollouts.md, "Rollouts"): every instance looks each second for rollouts
// whose judgement is due, reads the canary's and stable's health over the step's minutes, judges
// and applies the verdict. Several instances may judge the same step at once; only the first to
// commit acts (the rollout row's compare-and-set), the others find it moved and do nothing. The
// state is all in the database, so a restart picks up where it was.
import type { ReleaseHealth } from '@site/contract/health';
import type { RolloutView } from '@site/contract/rollout';
import type { Logger } from 'pino';
import type { Database } from '../db';
import { ActivationRefusedError } from './contract';
import { judge, type Judgement } from './rolloutJudgement';
import type { Rollouts } from './rollouts';
import { dueRollouts, type Rollout } from './rolloutStore';

/** A remote's releases' health over a span of minutes (the telemetry's read side). */
export type HealthSource = (remote: string, window: { since: Date; until: Date }) => Promise<ReleaseHealth[]>;

export interface RolloutRunner {
  /** Judges every rollout due at `now`; resolves with the number of decisions this instance took. */
  tick(now?: Date): Promise<number>;
  start(): void;
  /** No more ticks; resolves once the one under way (if any) has finished. */
  stop(): Promise<void>;
}

export interface RolloutRunnerOptions {
  db: () => Database | null;
  rollouts: Rollouts;
  /** null: this server reads no telemetry, so a rollout can only wait (or be moved by hand). */
  health: HealthSource | null;
  logger: Logger;
  /** How often due rollouts are looked for (default 1000 ms). */
  everyMs?: number;
  /**
   * Told of each decision this instance took, with the rollout as it then is (its alerts: docs/console.md,
   * "Alerts"); not awaited by the next judgement, awaited by `stop`.
   */
  onDecided?: (view: RolloutView) => Promise<unknown>;
}

const MINUTE = 60_000;

export function createRolloutRunner(options: RolloutRunnerOptions): RolloutRunner {
  const { rollouts, logger } = options;

  const judgementOf = async (rollout: Rollout, now: Date): Promise<Judgement> => {
    // Telemetry is kept by the minute: the window starts with the minute the step started in.
    const since = new Date(Math.floor(rollout.stepStartedAt.getTime() / MINUTE) * MINUTE);
    const subject = { canary: rollout.release, stable: rollout.stable, since, until: now };
    if (!options.health) {
      const nothing = judge([], subject, rollout.policy);
      return {
        ...nothing,
        reason:
          'This server reads no telemetry, so the canary cannot be judged: waiting at this step (promote or abort it by hand).',
      };
    }
    return judge(await options.health(rollout.remote, { since, until: now }), subject, rollout.policy);
  };

  const decideOne = async (rollout: Rollout, now: Date): Promise<boolean> => {
    let judgement: Judgement;
    try {
      judgement = await judgementOf(rollout, now);
    } catch (error) {
      // No reading, no decision: tried again on the next tick.
      logger.warn({ err: error, rollout: rollout.id }, 'rollout: the health of its releases cannot be read');
      return false;
    }
    try {
      return await rollouts.decide(rollout, judgement, now);
    } catch (error) {
      if (!(error instanceof ActivationRefusedError)) throw error;
      // The next step is refused (the live shell or another remote changed): the canary ends.
      const reason = `The next step was refused, so the canary ends: ${error.message}`;
      return rollouts.decide(rollout, { verdict: 'abort', reason, figures: judgement.figures }, now);
    }
  };

  // The decisions being told (their alerts: a mail server may take minutes), which the next
  // judgement does not wait for and `stop` does.
  const told = new Set<Promise<unknown>>();
  const tell = async (rollout: Rollout) => {
    const { onDecided } = options;
    if (!onDecided) return;
    const failed = (error: unknown) => logger.error({ err: error, rollout: rollout.id }, 'rollout: its alert failed');
    const view = await rollouts.view(rollout.remote, rollout.id).catch(failed);
    if (!view) return;
    const telling = onDecided(view)
      .catch(failed)
      .finally(() => told.delete(telling));
    told.add(telling);
  };

  const tick = async (now = new Date()) => {
    const db = options.db();
    if (!db) return 0;
    let taken = 0;
    for (const rollout of await dueRollouts(db, now)) {
      try {
        if (!(await decideOne(rollout, now))) continue;
        taken += 1;
        await tell(rollout);
      } catch (error) {
        logger.error({ err: error, rollout: rollout.id }, 'rollout: the decision could not be applied');
      }
    }
    return taken;
  };

  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<unknown> | null = null;
  return {
    tick,
    start: () => {
      if (timer) return;
      timer = setInterval(() => {
        // One tick at a time: a slow database never stacks them up.
        if (inFlight) return;
        inFlight = tick()
          .catch((error: unknown) => logger.error({ err: error }, 'rollout: looking for due rollouts failed'))
          .finally(() => {
            inFlight = null;
          });
      }, options.everyMs ?? 1_000);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight;
      await Promise.all(told);
    },
  };
}

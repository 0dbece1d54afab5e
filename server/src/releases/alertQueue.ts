// The rollouts' alerts, kept until they have left (docs/console.md, "Alerts"): each mail is a row of
// rollout_alerts, sent at once and, while the mail server fails, again after 1, 5 and 15 minutes and
// 1, 3, 6 and 12 hours, then given up (an error in the server's log, the row kept). Any instance
// sends what is due: it claims the rows for a while (FOR UPDATE SKIP LOCKED), so two never send one
// at once, and what an instance that stopped had not sent is sent by the next one to look.
import type { FastifyBaseLogger } from 'fastify';
import type { RolloutAlertView } from '@site/contract/rollout';
import type { Queryable } from '../db';
import { iso } from './registryRecords';
import type { Mail, Mailer } from '../platform';

const MINUTE_MS = 60_000;
/** The pause after each failed attempt; after the last, the mail is given up. */
export const RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720].map((minutes) => minutes * MINUTE_MS);
/** How long a sender holds the mails it took: longer than a mail server's slowest answer. */
export const CLAIM_MS = 10 * MINUTE_MS;
/** How often each instance looks for mails that are due (a retry, or one an instance left). */
const POLL_MS = 30_000;
const BATCH = 20;

export interface AlertQueueOptions {
  database: () => Queryable | null;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  now?: () => number;
  pollMs?: number;
}

export interface AlertQueue {
  /** Keeps a rollout's mail, then sends it (not waited for). Rejects when the database cannot keep it. */
  enqueue(mail: Mail, rolloutId: number): Promise<void>;
  /** Sends what is due now, one pass at a time; resolves with how many were sent. */
  deliverDue(): Promise<number>;
  /** Stops looking, and waits for the pass under way. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: number | string;
  from_address: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

const CLAIM_SQL = `
UPDATE rollout_alerts SET attempts = attempts + 1, claimed_until = $2
 WHERE id IN (
   SELECT id FROM rollout_alerts
    WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= $1
      AND (claimed_until IS NULL OR claimed_until <= $1)
    ORDER BY id LIMIT $3
    FOR UPDATE SKIP LOCKED)
RETURNING id, from_address, to_address, subject, body, attempts`;

export function createAlertQueue(options: AlertQueueOptions): AlertQueue {
  const now = options.now ?? Date.now;
  const { logger } = options;

  const failed = async (db: Queryable, row: ClaimedRow, error: unknown) => {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const delay = RETRY_DELAYS_MS[row.attempts - 1];
    const mail = { id: Number(row.id), to: row.to_address, subject: row.subject, attempts: row.attempts };
    if (delay === undefined) {
      await db.query('UPDATE rollout_alerts SET gave_up_at = $2, claimed_until = NULL, last_error = $3 WHERE id = $1', [
        row.id,
        new Date(now()),
        message,
      ]);
      logger.error({ err: error, mail }, 'rollout alert: given up, the mail server failed every attempt');
      return;
    }
    await db.query(
      'UPDATE rollout_alerts SET next_attempt_at = $2, claimed_until = NULL, last_error = $3 WHERE id = $1',
      [row.id, new Date(now() + delay), message],
    );
    logger.warn({ err: error, mail, retryInMs: delay }, 'rollout alert: not sent, tried again later');
  };

  const pass = async (): Promise<number> => {
    const db = options.database();
    if (!db) return 0;
    let sent = 0;
    for (;;) {
      const at = now();
      const { rows } = await db.query<ClaimedRow>(CLAIM_SQL, [new Date(at), new Date(at + CLAIM_MS), BATCH]);
      for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
        try {
          await options.mailer({ from: row.from_address, to: row.to_address, subject: row.subject, text: row.body });
        } catch (error) {
          await failed(db, row, error);
          continue;
        }
        await db.query(
          'UPDATE rollout_alerts SET sent_at = $2, claimed_until = NULL, last_error = NULL WHERE id = $1',
          [row.id, new Date(now())],
        );
        sent += 1;
      }
      if (rows.length < BATCH) return sent;
    }
  };

  let chain: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const deliverDue = () =>
    (chain = chain.then(pass).catch((error: unknown) => {
      logger.warn({ err: error }, 'rollout alerts: could not be read or marked; tried again later');
      return 0;
    }));
  const timer = setInterval(() => void deliverDue(), options.pollMs ?? POLL_MS);
  timer.unref();
  void deliverDue(); // what an instance that stopped had not sent

  return {
    async enqueue(mail, rolloutId) {
      const db = options.database();
      if (!db) throw new Error('The alert cannot be kept: the database cannot be reached.');
      const at = new Date(now());
      await db.query(
        `INSERT INTO rollout_alerts (rollout_id, from_address, to_address, subject, body, created_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [rolloutId, mail.from, mail.to, mail.subject, mail.text, at],
      );
      if (!stopped) void deliverDue();
    },
    deliverDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}

interface AlertRow {
  subject: string;
  to_address: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  gave_up_at: Date | string | null;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
}

/** A rollout's alerts, oldest first: to whom, and whether each has left (the console, release:list). */
export async function rolloutAlertViews(q: Queryable, rolloutId: number): Promise<RolloutAlertView[]> {
  const { rows } = await q.query<AlertRow>(
    `SELECT subject, to_address, created_at, sent_at, gave_up_at, attempts, next_attempt_at, last_error
       FROM rollout_alerts WHERE rollout_id = $1 ORDER BY id`,
    [rolloutId],
  );
  return rows.map((row) => {
    const status = row.sent_at ? 'sent' : row.gave_up_at ? 'given up' : 'waiting';
    return {
      subject: row.subject,
      to: row.to_address,
      status,
      at: iso(row.created_at),
      sentAt: row.sent_at ? iso(row.sent_at) : null,
      attempts: Number(row.attempts),
      nextAttemptAt: status === 'waiting' ? iso(row.next_attempt_at) : null,
      lastError: row.sent_at ? null : row.last_error,
    };
  });
}

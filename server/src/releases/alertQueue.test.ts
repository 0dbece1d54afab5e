/** @jest-environment node */
// The rollouts' alerts on PGlite and (when TEST_DATABASE_URL is given) on Postgres: kept until sent,
// tried again on the schedule while the mail server fails, then given up and said so; two instances
// send each once; an instance that stopped mid-send leaves its mails to the next one.
import pino from 'pino';
import { migrate, type Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import type { Mail, Mailer } from '../platform';
import { CLAIM_MS, createAlertQueue, RETRY_DELAYS_MS, rolloutAlertViews, type AlertQueue } from './alertQueue';

jest.setTimeout(60_000);

const T0 = Date.UTC(2026, 10, 30, 9, 0, 0);
const alert = (to: string): Mail => ({
  from: 'Releases <releases@site.example>',
  to,
  subject: "Rolled back: shop's release s2 (rollout #7)",
  text: 'Why: the canary errs more than stable.\n',
});

describe.each(testDatabaseKinds('the rollout alert queue tests'))(
  'rollout alerts kept until sent, on $name',
  (kind) => {
    let db: Database;
    let rolloutId: number;
    let clock = T0;
    const queues: AlertQueue[] = [];
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line).msg as string) });

    /** An instance's queue, whose mail server answers as `answer` says (and records what it sent). */
    function instance(answer: (mail: Mail) => 'ok' | 'down' = () => 'ok') {
      const sent: Mail[] = [];
      const mailer: Mailer = async (mail) => {
        if (answer(mail) === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        sent.push(mail);
        return 'email';
      };
      const queue = createAlertQueue({ database: () => db, mailer, logger, now: () => clock, pollMs: 3_600_000 });
      queues.push(queue);
      return { queue, sent };
    }
    const rows = async () =>
      (
        await db.query<{
          to_address: string;
          attempts: number;
          sent: boolean;
          gave_up: boolean;
          last_error: string | null;
        }>(
          `SELECT to_address, attempts, sent_at IS NOT NULL AS sent, gave_up_at IS NOT NULL AS gave_up, last_error
           FROM rollout_alerts ORDER BY id`,
        )
      ).rows;

    beforeAll(async () => {
      db = await kind.open();
      await migrate(db);
      await db.query(
        `INSERT INTO releases (id, remote, digest, created_by, contract) VALUES ('s1', 'shop', 'd1', 'ci', '{}'), ('s2', 'shop', 'd2', 'ci', '{}')`,
      );
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO rollouts (remote, release_id, stable_release_id, steps, interval_ms, policy, state, step_started_at, started_by)
   VALUES ('shop', 's2', 's1', '[50, 100]', 60000, '{}', 'aborted', now(), 'shop team') RETURNING id`,
      );
      rolloutId = Number(rows[0]!.id);
    });
    beforeEach(async () => {
      clock = T0;
      warnings.length = 0;
      await db.query('DELETE FROM rollout_alerts');
    });
    afterEach(async () => {
      await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    });
    afterAll(async () => {
      await db.close();
      await kind.cleanUp();
    });

    it('sends each kept mail once, at once', async () => {
      const { queue, sent } = instance();
      await queue.enqueue(alert('owner@site.example'), rolloutId);
      await queue.enqueue(alert('shop-team@site.example'), rolloutId);
      await queue.deliverDue();
      expect(sent.map((mail) => mail.to)).toEqual(['owner@site.example', 'shop-team@site.example']);
      expect(sent[0]).toEqual({ ...alert('owner@site.example') });
      expect(await queue.deliverDue()).toBe(0);
      expect(await rows()).toEqual([
        { to_address: 'owner@site.example', attempts: 1, sent: true, gave_up: false, last_error: null },
        { to_address: 'shop-team@site.example', attempts: 1, sent: true, gave_up: false, last_error: null },
      ]);
    });

    it('while the mail server is down, tries again on the schedule, then sends it once it answers', async () => {
      let down = true;
      const { queue, sent } = instance(() => (down ? 'down' : 'ok'));
      await queue.enqueue(alert('owner@site.example'), rolloutId);
      await queue.deliverDue();
      expect(await rows()).toEqual([
        expect.objectContaining({ attempts: 1, sent: false, last_error: 'connect ECONNREFUSED 127.0.0.1:587' }),
      ]);
      expect(warnings).toContain('rollout alert: not sent, tried again later');
      // What the console and release:list show of it.
      expect(await rolloutAlertViews(db, rolloutId)).toEqual([
        {
          subject: "Rolled back: shop's release s2 (rollout #7)",
          to: 'owner@site.example',
          status: 'waiting',
          at: new Date(T0).toISOString(),
          sentAt: null,
          attempts: 1,
          nextAttemptAt: new Date(T0 + RETRY_DELAYS_MS[0]!).toISOString(),
          lastError: 'connect ECONNREFUSED 127.0.0.1:587',
        },
      ]);
      clock += RETRY_DELAYS_MS[0]! - 1; // not yet due
      await queue.deliverDue();
      expect((await rows())[0]!.attempts).toBe(1);
      clock += 1;
      await queue.deliverDue();
      expect((await rows())[0]!.attempts).toBe(2);
      down = false;
      clock += RETRY_DELAYS_MS[1]!;
      await queue.deliverDue();
      expect(sent.map((mail) => mail.to)).toEqual(['owner@site.example']);
      expect(await rows()).toEqual([expect.objectContaining({ attempts: 3, sent: true, last_error: null })]);
      expect(await rolloutAlertViews(db, rolloutId)).toEqual([
        expect.objectContaining({
          status: 'sent',
          sentAt: new Date(clock).toISOString(),
          nextAttemptAt: null,
          lastError: null,
        }),
      ]);
    });

    it('gives a mail up after the last attempt, and says so', async () => {
      const { queue, sent } = instance(() => 'down');
      await queue.enqueue(alert('owner@site.example'), rolloutId);
      await queue.deliverDue();
      for (const delay of RETRY_DELAYS_MS) {
        clock += delay;
        await queue.deliverDue();
      }
      expect(sent).toEqual([]);
      expect(await rows()).toEqual([
        expect.objectContaining({ attempts: RETRY_DELAYS_MS.length + 1, sent: false, gave_up: true }),
      ]);
      expect(warnings).toContain('rollout alert: given up, the mail server failed every attempt');
      expect(await rolloutAlertViews(db, rolloutId)).toEqual([
        expect.objectContaining({
          status: 'given up',
          nextAttemptAt: null,
          lastError: 'connect ECONNREFUSED 127.0.0.1:587',
        }),
      ]);
      clock += 24 * 3_600_000;
      expect(await queue.deliverDue()).toBe(0);
    });

    it('two instances looking at once send each mail once', async () => {
      const first = instance();
      const second = instance();
      for (let i = 0; i < 30; i += 1)
        await db.query(
          `INSERT INTO rollout_alerts (rollout_id, from_address, to_address, subject, body, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $6)`,
          [rolloutId, 'r@site.example', `person${i}@site.example`, 'Live', 'text', new Date(T0)],
        );
      await Promise.all([first.queue.deliverDue(), second.queue.deliverDue(), first.queue.deliverDue()]);
      const to = [...first.sent, ...second.sent].map((mail) => mail.to).sort();
      expect(to).toHaveLength(30);
      expect(new Set(to).size).toBe(30);
    });

    it('sends what an instance that stopped mid-send had taken, once its claim has run out', async () => {
      // An instance took the mail and stopped before it could say it was sent or not.
      await db.query(
        `INSERT INTO rollout_alerts (rollout_id, from_address, to_address, subject, body, next_attempt_at, attempts, claimed_until)
 VALUES ($1, $2, $3, $4, $5, $6, 1, $7)`,
        [rolloutId, 'r@site.example', 'owner@site.example', 'Live', 'text', new Date(T0), new Date(T0 + CLAIM_MS)],
      );
      const { queue, sent } = instance();
      await queue.deliverDue();
      expect(sent).toEqual([]);
      clock += CLAIM_MS;
      await queue.deliverDue();
      expect(sent.map((mail) => mail.to)).toEqual(['owner@site.example']);
    });
  },
);

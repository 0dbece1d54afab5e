// Affiliate payouts (docs/orders.md, "Commissions and payouts"): what each affiliate is owed on a month's payout day,
// and the payout recorded once per affiliate and month, with the commissions it pays and the
// reversals it deducts.
import type { Database, Queryable } from '../../db';
import { newPublicId } from '../orderRules';
import {
  paidCommission,
  PayoutNotDueError,
  payoutDayProblem,
  payoutDue,
  payoutTotal,
  type PayoutDue,
} from '../payouts/payoutRules';

export interface PayoutLine extends PayoutDue {
  referrerUserId: string;
  email: string;
  month: string;
  /** The recorded payout, once marked paid. */
  payout: { id: string; amountCents: number; actor: string; createdAt: string } | null;
}

/** Each affiliate's payout of `month`: the one recorded, or what is due (or rolls over) now. */
export async function payoutsOfMonth(db: Queryable, month: string): Promise<PayoutLine[]> {
  const { rows: affiliates } = await db.query<{ referrer_user_id: string; email: string }>(
    `SELECT DISTINCT c.referrer_user_id, COALESCE(rc.email_normalized, '') AS email
       FROM commissions c LEFT JOIN referral_codes rc ON rc.user_id = c.referrer_user_id
      ORDER BY 1`,
  );
  const { rows: recorded } = await db.query<{
    id: string;
    referrer_user_id: string;
    amount_cents: number;
    actor: string;
    created_at: Date | string;
  }>('SELECT id, referrer_user_id, amount_cents, actor, created_at FROM payouts WHERE month = $1', [month]);
  const lines: PayoutLine[] = [];
  for (const affiliate of affiliates) {
    const payout = recorded.find((p) => p.referrer_user_id === affiliate.referrer_user_id);
    const due = payout ? await paidIn(db, payout.id) : await dueNow(db, affiliate.referrer_user_id, month);
    lines.push({
      referrerUserId: affiliate.referrer_user_id,
      email: affiliate.email,
      month,
      ...due,
      payout: payout
        ? {
            id: payout.id,
            amountCents: Number(payout.amount_cents),
            actor: payout.actor,
            createdAt: new Date(payout.created_at).toISOString(),
          }
        : null,
    });
  }
  return lines;
}

interface ReversalRow {
  refund_id: string;
  order_id: string;
  amount_cents: number;
  created_at: Date | string;
  paid_out_in?: string;
}
const REVERSAL = 'r.refund_id, r.order_id, r.amount_cents, r.created_at';
const reversalOf = (row: ReversalRow) => ({
  refundId: row.refund_id,
  amountCents: Number(row.amount_cents),
  at: new Date(row.created_at).toISOString(),
});
const deductionOf = (row: ReversalRow) => ({
  ...reversalOf(row),
  orderId: row.order_id,
  paidOutIn: row.paid_out_in ?? '',
});
const reversalsOfOrder = (rows: ReversalRow[], orderId: string) =>
  rows.filter((r) => r.order_id === orderId).map(reversalOf);

interface CommissionRow {
  order_id: string;
  amount_cents: number;
  order_cents: number;
  paid_at: Date | string;
}
// Each commission with its order's amount and when it was paid, oldest first; refunds in time order.
const COMMISSIONS = `SELECT c.order_id, c.amount_cents, o.total_cents AS order_cents, COALESCE(o.paid_at, c.created_at) AS paid_at
  FROM commissions c JOIN orders o ON o.id = c.order_id`;
const BY_TIME = 'ORDER BY r.created_at, r.refund_id';
// Reversals of commissions paid out before, with the month of the payout that paid them.
const OWED = `SELECT ${REVERSAL}, p.month AS paid_out_in FROM commission_reversals r
  JOIN commissions c ON c.order_id = r.order_id JOIN payouts p ON p.id = c.payout_id`;

/** What is due now, and the reversals its commissions' nets take in (the payout nets them). */
async function dueWithNetted(
  db: Queryable,
  referrerUserId: string,
  month: string,
): Promise<{ due: PayoutDue; netted: string[] }> {
  const { rows: unpaid } = await db.query<CommissionRow>(
    `${COMMISSIONS} WHERE c.referrer_user_id = $1 AND c.payout_id IS NULL ORDER BY paid_at, c.order_id`,
    [referrerUserId],
  );
  // The unpaid commissions' reversals read once: a commission's net and what is marked netted are
  // the same rows, whatever a refund commits meanwhile (a later one is deducted next time).
  const { rows: reversals } = await db.query<ReversalRow>(
    `SELECT ${REVERSAL} FROM commission_reversals r JOIN commissions c ON c.order_id = r.order_id
      WHERE c.referrer_user_id = $1 AND c.payout_id IS NULL ${BY_TIME}`,
    [referrerUserId],
  );
  const { rows: deductions } = await db.query<ReversalRow>(
    `${OWED} WHERE c.referrer_user_id = $1 AND r.deducted_in IS NULL AND r.netted_in IS NULL
        AND r.amount_cents > 0 ${BY_TIME}`,
    [referrerUserId],
  );
  const due = payoutDue(
    unpaid.map((row) => ({
      orderId: row.order_id,
      amountCents: Number(row.amount_cents),
      reversals: reversalsOfOrder(reversals, row.order_id),
      orderPaidAt: new Date(row.paid_at),
      orderCents: Number(row.order_cents),
    })),
    deductions.map(deductionOf),
    month,
  );
  const paid = new Set(due.commissions.map((c) => c.orderId));
  return { due, netted: reversals.filter((r) => paid.has(r.order_id)).map((r) => r.refund_id) };
}

const dueNow = async (db: Queryable, referrerUserId: string, month: string) =>
  (await dueWithNetted(db, referrerUserId, month)).due;

/** What a recorded payout paid and deducted. */
async function paidIn(db: Queryable, payoutId: string): Promise<PayoutDue> {
  const { rows: paid } = await db.query<CommissionRow>(
    `${COMMISSIONS} WHERE c.payout_id = $1 ORDER BY paid_at, c.order_id`,
    [payoutId],
  );
  const { rows: netted } = await db.query<ReversalRow>(
    `SELECT ${REVERSAL} FROM commission_reversals r WHERE r.netted_in = $1 ${BY_TIME}`,
    [payoutId],
  );
  const { rows: deducted } = await db.query<ReversalRow>(`${OWED} WHERE r.deducted_in = $1 ${BY_TIME}`, [payoutId]);
  const commissions = paid.map((row) =>
    paidCommission({
      orderId: row.order_id,
      orderPaidAt: new Date(row.paid_at).toISOString(),
      orderCents: Number(row.order_cents),
      amountCents: Number(row.amount_cents),
      reversals: reversalsOfOrder(netted, row.order_id),
    }),
  );
  const deductions = deducted.map(deductionOf);
  return { commissions, deductions, totalCents: payoutTotal(commissions, deductions), due: true };
}

/**
 * Records the month's payout of every affiliate with at least the minimum due: once per affiliate
 * and month however often it runs (the unique pair decides), its commissions paid in the same
 * transaction. Returns the payouts this run recorded. With `affiliate`, that affiliate's only (the console).
 * Before the month's payout day it records nothing: it throws PayoutNotDueError, which says when.
 */
export async function markMonthPaid(
  db: Database,
  month: string,
  actor: string,
  now: Date,
  affiliate?: string,
): Promise<PayoutLine[]> {
  const notYet = payoutDayProblem(month, now);
  if (notYet) throw new PayoutNotDueError(notYet);
  const recordedNow: PayoutLine[] = [];
  for (const line of await payoutsOfMonth(db, month)) {
    if (line.payout || !line.due || (affiliate !== undefined && line.referrerUserId !== affiliate)) continue;
    const done = await db.transaction(async (tx) => {
      // Taken again under the transaction: what is due cannot move between the look and the write.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payout:${line.referrerUserId}`]);
      const { due, netted } = await dueWithNetted(tx, line.referrerUserId, month);
      if (!due.due) return null;
      const id = newPublicId('PO');
      const { rows } = await tx.query(
        `INSERT INTO payouts (id, referrer_user_id, month, amount_cents, email, actor, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (referrer_user_id, month) DO NOTHING RETURNING id`,
        [id, line.referrerUserId, month, due.totalCents, line.email, actor, now],
      );
      if (rows.length === 0) return null;
      await tx.query(`UPDATE commissions SET status = 'paid', payout_id = $1 WHERE order_id = ANY($2::text[])`, [
        id,
        due.commissions.map((c) => c.orderId),
      ]);
      await tx.query('UPDATE commission_reversals SET deducted_in = $1 WHERE refund_id = ANY($2::text[])', [
        id,
        due.deductions.map((d) => d.refundId),
      ]);
      await tx.query('UPDATE commission_reversals SET netted_in = $1 WHERE refund_id = ANY($2::text[])', [id, netted]);
      return {
        ...line,
        ...due,
        payout: { id, amountCents: due.totalCents, actor, createdAt: now.toISOString() },
      };
    });
    if (done) recordedNow.push(done);
  }
  return recordedNow;
}

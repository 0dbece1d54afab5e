// The affiliate programme's records (docs/product.md §9, docs/orders.md): each account's stable referral
// code, and the commissions its referred buyers' first paid orders earned (computed by the order
// service, kept here), with what refunds took back and what was paid out (docs/orders.md).
import type { AffiliateView, CommissionView } from '@site/contract/orders';
import { normalizeEmail } from '../../auth';
import type { Database, Queryable } from '../../db';
import { COMMISSION_BASIS_POINTS } from '../orderRules';
import {
  commissionStatus,
  nextPayoutMonth,
  payableFrom,
  payoutDay,
  PAYOUT_MINIMUM_CENTS,
} from '../payouts/payoutRules';

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newReferralCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

interface CommissionRowDb {
  order_id: string;
  amount_cents: number;
  reversed_cents: number | string;
  payout_id: string | null;
  paid_at: Date | string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  product: string | null;
  line_count: number | string;
}

export type AffiliateStore = ReturnType<typeof createAffiliateStore>;

export function createAffiliateStore(db: Database, now: () => Date = () => new Date()) {
  /** The account's referral code, made on first ask and the same ever after. */
  const codeFor = async (userId: string, email: string): Promise<string> => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { rows: found } = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE user_id = $1', [
        userId,
      ]);
      if (found[0]) return found[0].code;
      // A clash with another account's code (unique) or a concurrent first ask (primary key) does
      // nothing: read again.
      await db.query(
        `INSERT INTO referral_codes (user_id, code, email_normalized) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [userId, newReferralCode(), normalizeEmail(email)],
      );
    }
    throw new Error('could not make a referral code');
  };

  const affiliateFor = async (userId: string, email: string): Promise<AffiliateView> => {
    const code = await codeFor(userId, email);
    const { rows } = await db.query<CommissionRowDb>(
      `SELECT c.order_id, c.amount_cents, c.payout_id, c.created_at, o.first_name, o.last_name,
              COALESCE(o.paid_at, c.created_at) AS paid_at,
              COALESCE((SELECT sum(r.amount_cents) FROM commission_reversals r WHERE r.order_id = c.order_id), 0)
                AS reversed_cents,
              (SELECT product_name FROM order_lines l WHERE l.order_id = c.order_id ORDER BY line_no LIMIT 1) AS product,
              (SELECT count(*) FROM order_lines l WHERE l.order_id = c.order_id) AS line_count
         FROM commissions c JOIN orders o ON o.id = c.order_id
        WHERE c.referrer_user_id = $1
        ORDER BY c.created_at DESC`,
      [userId],
    );
    const at = now();
    const commissions = rows.map((row): CommissionView => {
      const more = Number(row.line_count) - 1;
      const amountCents = Number(row.amount_cents);
      const reversedCents = Number(row.reversed_cents);
      const orderPaidAt = new Date(row.paid_at);
      return {
        id: row.order_id,
        // The referred buyer is named as a friend would be, not in full.
        customerName: `${row.first_name} ${row.last_name.charAt(0).toUpperCase()}.`,
        product: `${row.product ?? 'Order'}${more > 0 ? ` and ${more} more` : ''}`,
        commissionCents: Math.max(0, amountCents - reversedCents),
        reversedCents,
        status: commissionStatus({ amountCents, reversedCents, payoutId: row.payout_id, orderPaidAt }, at),
        date: new Date(row.created_at).toISOString(),
        payableFrom: payableFrom(orderPaidAt).toISOString(),
      };
    });
    const sum = (status: CommissionView['status']) =>
      commissions.filter((c) => c.status === status).reduce((total, c) => total + c.commissionCents, 0);
    const pendingCents = sum('pending');
    const payableCents = sum('payable');
    // Paid out: the money the payouts sent, as the owner recorded it (a refund after a payout is
    // taken off the next one, not off what was sent). Earned: what the commissions are worth now.
    const { rows: sent } = await db.query<{ cents: number | string }>(
      'SELECT COALESCE(sum(amount_cents), 0) AS cents FROM payouts WHERE referrer_user_id = $1',
      [userId],
    );
    const paidCents = Number(sent[0]?.cents ?? 0);
    return {
      code,
      commissionBasisPoints: COMMISSION_BASIS_POINTS,
      stats: {
        totalReferrals: commissions.length,
        pendingCents,
        payableCents,
        paidCents,
        reversedCents: commissions.reduce((total, c) => total + (c.reversedCents ?? 0), 0),
        totalCents: pendingCents + payableCents + sum('paid'),
      },
      nextPayout: {
        date: payoutDay(nextPayoutMonth(at)).toISOString().slice(0, 10),
        minimumCents: PAYOUT_MINIMUM_CENTS,
      },
      commissions,
    };
  };

  /** Whether an account owns `code` (a referral link's, before any order is placed). */
  const codeExists = async (code: string): Promise<boolean> => (await referrerOfCode(db, code)) !== null;

  return { codeFor, affiliateFor, codeExists };
}

/** Who owns a referral code, or null when no account does. */
export async function referrerOfCode(
  db: Queryable,
  code: string,
): Promise<{ userId: string; emailNormalized: string } | null> {
  const { rows } = await db.query<{ user_id: string; email_normalized: string }>(
    'SELECT user_id, email_normalized FROM referral_codes WHERE code = $1',
    [code],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, emailNormalized: row.email_normalized } : null;
}

/** The referrer's commission on a buyer's first paid order: recorded once, and only if it is the first. */
export async function insertCommission(
  tx: Queryable,
  commission: { orderId: string; referrerUserId: string; amountCents: number; at: Date; buyerEmailNormalized: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO commissions (order_id, referrer_user_id, amount_cents, status, created_at)
     SELECT $1, $2, $3, 'pending', $4
      WHERE NOT EXISTS (SELECT 1 FROM orders WHERE email_normalized = $5 AND status = 'paid' AND id <> $1)
     ON CONFLICT (order_id) DO NOTHING`,
    [
      commission.orderId,
      commission.referrerUserId,
      commission.amountCents,
      commission.at,
      commission.buyerEmailNormalized,
    ],
  );
}

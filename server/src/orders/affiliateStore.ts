// The affiliate programme's records (docs/product.md §9, docs/orders.md): each account's stable referral
// code, and the commissions its referred buyers' first paid orders earned.
import type { Database } from '../db/database';
import { normalizeEmail } from '../auth/normalizeEmail';
import { COMMISSION_BASIS_POINTS } from './orderRules';

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newReferralCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

export interface CommissionRecord {
  id: string;
  customerName: string;
  product: string;
  commissionCents: number;
  status: 'pending' | 'paid';
  date: string;
}

export interface AffiliateRecord {
  code: string;
  commissionBasisPoints: number;
  stats: { totalReferrals: number; pendingCents: number; paidCents: number; totalCents: number };
  commissions: CommissionRecord[];
}

interface CommissionRowDb {
  order_id: string;
  amount_cents: number;
  status: 'pending' | 'paid';
  created_at: Date | string;
  first_name: string;
  last_name: string;
  product: string | null;
  line_count: number | string;
}

export type AffiliateStore = ReturnType<typeof createAffiliateStore>;

export function createAffiliateStore(db: Database) {
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

  const affiliateFor = async (userId: string, email: string): Promise<AffiliateRecord> => {
    const code = await codeFor(userId, email);
    const { rows } = await db.query<CommissionRowDb>(
      `SELECT c.order_id, c.amount_cents, c.status, c.created_at, o.first_name, o.last_name,
              (SELECT product_name FROM order_lines l WHERE l.order_id = c.order_id ORDER BY line_no LIMIT 1) AS product,
              (SELECT count(*) FROM order_lines l WHERE l.order_id = c.order_id) AS line_count
         FROM commissions c JOIN orders o ON o.id = c.order_id
        WHERE c.referrer_user_id = $1
        ORDER BY c.created_at DESC`,
      [userId],
    );
    const commissions = rows.map((row): CommissionRecord => {
      const more = Number(row.line_count) - 1;
      return {
        id: row.order_id,
        // The referred buyer is named as a friend would be, not in full.
        customerName: `${row.first_name} ${row.last_name.charAt(0).toUpperCase()}.`,
        product: `${row.product ?? 'Order'}${more > 0 ? ` and ${more} more` : ''}`,
        commissionCents: Number(row.amount_cents),
        status: row.status,
        date: new Date(row.created_at).toISOString(),
      };
    });
    const sum = (status: 'pending' | 'paid') =>
      commissions.filter((c) => c.status === status).reduce((total, c) => total + c.commissionCents, 0);
    const pendingCents = sum('pending');
    const paidCents = sum('paid');
    return {
      code,
      commissionBasisPoints: COMMISSION_BASIS_POINTS,
      stats: { totalReferrals: commissions.length, pendingCents, paidCents, totalCents: pendingCents + paidCents },
      commissions,
    };
  };

  return { codeFor, affiliateFor };
}

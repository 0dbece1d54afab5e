// A referred buyer's paid order and its commission, as the order service records them, written
// straight into the database at a chosen time: for the payout tests (docs/orders.md, "Commissions and payouts").
import type { Database } from '../../db';

let seeded = 0;

/** The order's id; its total is four times the commission (one course line). */
export async function seedCommission(
  db: Database,
  referrer: string,
  email: string,
  amountCents: number,
  paidAt: string,
) {
  const id = `ORD-SEED${String((seeded += 1)).padStart(4, '0')}`;
  await db.query(
    `INSERT INTO orders (id, idempotency_key, request_hash, status, email, email_normalized, first_name, last_name,
       referrer_user_id, subtotal_cents, discount_cents, tax_cents, total_cents, provider, created_at, paid_at)
     VALUES ($1, $1, 'h', 'paid', $2, $2, 'Sam', 'Park', $3, $4, 0, 0, $4, 'simulated', $5, $5)`,
    [id, `buyer-${seeded}@example.com`, referrer, amountCents * 4, paidAt],
  );
  await db.query(
    `INSERT INTO order_lines (order_id, line_no, product_id, product_name, product_type, unit_price_cents, quantity,
       line_total_cents) VALUES ($1, 0, 'ai-prompt-mastery', 'AI Prompt Mastery Course', 'digital_course', $2, 1, $2)`,
    [id, amountCents * 4],
  );
  await db.query(
    `INSERT INTO referral_codes (user_id, code, email_normalized) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [referrer, `C${referrer.slice(-7).toUpperCase()}`, email],
  );
  await db.query(
    `INSERT INTO commissions (order_id, referrer_user_id, amount_cents, status, created_at) VALUES ($1, $2, $3, 'pending', $4)`,
    [id, referrer, amountCents, paidAt],
  );
  return id;
}

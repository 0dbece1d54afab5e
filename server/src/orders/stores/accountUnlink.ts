// An account deleted (docs/orders.md, "Deleting an account"): the shop keeps the orders it must
// keep for its accounts, but nothing of them leads to the person's account any more. Every id of
// the account (buyer, subscriber, referrer) becomes one new random tombstone, so the books still
// add up (a referrer's commissions and payouts stay together) and no guest-order claim, which only
// joins orders with no account, ever joins them to an account again. Subscriptions end at their
// period's end; the referral code stops working. One transaction: all of it or none.
import crypto from 'node:crypto';
import type { Database } from '../../db';

export interface AccountUnlinked {
  ordersKept: number;
  subscriptionsEnded: number;
}

export async function unlinkAccount(db: Database, userId: string, now: Date): Promise<AccountUnlinked> {
  const tombstone = `deleted:${crypto.randomUUID()}`;
  return db.transaction(async (tx) => {
    const ended = await tx.query(
      `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = COALESCE(cancelled_at, $2)
        WHERE user_id = $1 AND status = 'active' AND cancel_at_period_end = false RETURNING id`,
      [userId, now],
    );
    await tx.query('UPDATE subscriptions SET user_id = $2 WHERE user_id = $1', [userId, tombstone]);
    const orders = await tx.query('UPDATE orders SET user_id = $2 WHERE user_id = $1 RETURNING id', [
      userId,
      tombstone,
    ]);
    await tx.query('UPDATE orders SET referrer_user_id = $2 WHERE referrer_user_id = $1', [userId, tombstone]);
    await tx.query('UPDATE commissions SET referrer_user_id = $2 WHERE referrer_user_id = $1', [userId, tombstone]);
    await tx.query('UPDATE payouts SET referrer_user_id = $2 WHERE referrer_user_id = $1', [userId, tombstone]);
    await tx.query('DELETE FROM referral_codes WHERE user_id = $1', [userId]);
    return { ordersKept: orders.rows.length, subscriptionsEnded: ended.rows.length };
  });
}

// Migration 13: which payout netted a reversal (docs/orders.md, "Commissions and payouts"). A
// commission refunded in part before it was paid out is paid at its net; until now nothing said
// so, and the next payout deducted that reversal again. `netted_in` names the payout that paid the
// commission net of it; only a reversal neither netted nor deducted is taken off a later payout.
// Filled for the payouts already recorded: a reversal made before its commission's payout was
// netted by it (as that payout's figures were computed). Never edited once landed.
export const sql = `
ALTER TABLE commission_reversals ADD COLUMN IF NOT EXISTS netted_in text REFERENCES payouts (id);
UPDATE commission_reversals r SET netted_in = c.payout_id
  FROM commissions c JOIN payouts p ON p.id = c.payout_id
 WHERE c.order_id = r.order_id AND r.netted_in IS NULL AND r.created_at < p.created_at;
`;

// Migration 10: refunds, the commissions they reverse, and affiliate payouts (docs/orders.md,
// "Refunds" and "Payouts"). Every money movement is a row of its own with who, when and why; the
// order itself is never edited to say it was refunded.
export const sql = `
ALTER TABLE orders ADD COLUMN IF NOT EXISTS payment_ref text;

CREATE TABLE refunds (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  request_key text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  product_ids text[] NOT NULL DEFAULT '{}',
  reason text NOT NULL,
  exception text,
  actor text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider text NOT NULL,
  provider_refund_id text UNIQUE,
  failure text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX refunds_order ON refunds (order_id, created_at);
CREATE INDEX refunds_settled ON refunds (settled_at) WHERE status = 'succeeded';

CREATE TABLE payouts (
  id text PRIMARY KEY,
  referrer_user_id text NOT NULL,
  month text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  email text NOT NULL,
  actor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (referrer_user_id, month)
);

ALTER TABLE commissions ADD COLUMN IF NOT EXISTS payout_id text REFERENCES payouts (id);

CREATE TABLE commission_reversals (
  refund_id text PRIMARY KEY REFERENCES refunds (id),
  order_id text NOT NULL REFERENCES commissions (order_id),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  deducted_in text REFERENCES payouts (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commission_reversals_order ON commission_reversals (order_id);

CREATE TABLE order_deliveries (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  kind text NOT NULL CHECK (kind IN ('receipt', 'refund')),
  outcome text NOT NULL,
  actor text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_deliveries_order ON order_deliveries (order_id, created_at);
`;

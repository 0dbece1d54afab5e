// Migration 1: orders and their lines, subscriptions, referral codes, commissions, payment events
// applied, and the server's own secrets (docs/data.md). Never edited once landed: a change is a new
// numbered file.
export const sql = `
CREATE TABLE orders (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid')),
  email text NOT NULL,
  email_normalized text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  user_id text,
  referral_code text,
  referral_applied boolean NOT NULL DEFAULT false,
  referral_reason text,
  referrer_user_id text,
  subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents integer NOT NULL CHECK (discount_cents >= 0),
  tax_cents integer NOT NULL CHECK (tax_cents >= 0),
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  currency text NOT NULL DEFAULT 'usd',
  provider text NOT NULL,
  provider_session_id text UNIQUE,
  receipt text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX orders_user_id ON orders (user_id, created_at DESC);
CREATE INDEX orders_email ON orders (email_normalized, created_at DESC);
CREATE INDEX orders_referrer ON orders (referrer_user_id) WHERE referrer_user_id IS NOT NULL;
CREATE INDEX orders_created_at ON orders (created_at);

CREATE TABLE order_lines (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  product_id text NOT NULL,
  product_name text NOT NULL,
  product_type text NOT NULL,
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  line_total_cents integer NOT NULL CHECK (line_total_cents >= 0),
  PRIMARY KEY (order_id, line_no)
);

CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  line_no integer NOT NULL,
  user_id text,
  email_normalized text NOT NULL,
  product_id text NOT NULL,
  name text NOT NULL,
  price_cents integer NOT NULL,
  features jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'cancelled')),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  UNIQUE (order_id, line_no)
);
CREATE INDEX subscriptions_user_id ON subscriptions (user_id);
CREATE INDEX subscriptions_email ON subscriptions (email_normalized);

CREATE TABLE referral_codes (
  user_id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  email_normalized text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE commissions (
  order_id text PRIMARY KEY REFERENCES orders (id),
  referrer_user_id text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commissions_referrer ON commissions (referrer_user_id);

CREATE TABLE payment_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

/** @jest-environment node */
// Refunds through Stripe (docs/orders.md, "Refunds"), against a local stand-in of its API
// (testing/fakeStripe.ts): the refund is asked with an idempotency key, and the order is refunded
// only when the signed charge.refunded says so, once however often it arrives.
import fs from 'node:fs';
import type Stripe from 'stripe';
import type { Database } from '../db';
import { pgliteKind } from '../db/testing/testDatabases';
import { createStripeClient, stripePayments } from './payments';
import { registerStripeWebhook } from './stripeWebhook';
import { startFakeStripe, type FakeStripe } from './testing/fakeStripe';
import { buildTestShop, contact, newKey, type TestShop } from './testing/testShop';

jest.setTimeout(60_000);
const WEBHOOK_SECRET = 'whsec_test_refunds';

describe('refunds through Stripe', () => {
  const kind = pgliteKind();
  let db: Database;
  let shop: TestShop;
  let fake: FakeStripe;
  let stripe: Stripe;
  let events = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = createStripeClient({ secretKey: 'sk_test_fake', apiBase: fake.url });
    db = await kind.open();
    shop = await buildTestShop(db, {
      payments: stripePayments(stripe),
      beforeReady: async (app, data) => {
        await registerStripeWebhook(app, {
          stripe,
          webhookSecret: WEBHOOK_SECRET,
          isUnavailable: () => false,
          recordEvent: (id, type) => data.orders.recordEvent(id, type),
          applyPaid: (orderId, _log, paymentRef) => data.orders.markPaid(orderId, 'outbox', paymentRef),
          applyRefunded: (charge) => data.refunds.applyChargeRefunded(charge),
        });
      },
    });
  });
  afterAll(async () => {
    await shop.app.close();
    await db.close();
    await kind.cleanUp();
    await fake.close();
  });

  const send = (object: object, type: string, signature?: string) => {
    const payload = JSON.stringify({ id: `evt_refunds_${(events += 1)}`, object: 'event', type, data: { object } });
    return {
      payload,
      deliver: (times = 1) =>
        Promise.all(
          Array.from({ length: times }, () =>
            shop.app.inject({
              method: 'POST',
              url: '/api/stripe/webhook',
              headers: {
                'content-type': 'application/json',
                'stripe-signature':
                  signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
              },
              payload,
            }),
          ),
        ),
    };
  };

  const paidOrder = async (email: string, intent: string) => {
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { items: [{ productId: 'ai-prompt-mastery', quantity: 1 }], contact: contact(email) },
    });
    const order = placed.json().order as { id: string; accessToken: string; totalCents: number };
    await send(
      {
        id: 'cs_x',
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: intent,
        metadata: { orderId: order.id },
      },
      'checkout.session.completed',
    ).deliver();
    return order;
  };
  const ask = { productIds: [], allowException: false, reason: 'Changed my mind', actor: 'owner' };
  const refundRows = (orderId: string) =>
    db.query<{ status: string; amount_cents: number }>('SELECT status, amount_cents FROM refunds WHERE order_id = $1', [
      orderId,
    ]);

  it('asks Stripe with an idempotency key; charge.refunded sent 10 times applies once; a forged one changes nothing', async () => {
    const order = await paidOrder('stripe-refund@example.com', 'pi_refund_1');
    const outcome = await shop.data.refunds.refund(order.id, { ...ask, requestKey: newKey() });
    expect(outcome).toMatchObject({ kind: 'pending', refund: { status: 'pending' } });
    const refundId = outcome.kind === 'pending' ? outcome.refund.id : '';
    const call = fake.requests.find((r) => r.path === '/v1/refunds' && r.body.get('metadata[refundId]') === refundId);
    expect(call?.idempotencyKey).toBe(`refund-${refundId}`);
    expect(call?.body.get('payment_intent')).toBe('pi_refund_1');
    expect(call?.body.get('amount')).toBe(String(order.totalCents));
    const providerId = outcome.kind === 'pending' ? outcome.refund.providerRefundId : null;
    expect(providerId).toMatch(/^re_test_/);

    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_refund_1',
      amount_refunded: order.totalCents,
      metadata: {},
      refunds: { data: [{ id: providerId, amount: order.totalCents, metadata: { refundId } }] },
    };
    const forged = await send(charge, 'charge.refunded', 't=1,v1=deadbeef').deliver();
    expect(forged[0]!.statusCode).toBe(400);
    expect((await refundRows(order.id)).rows).toEqual([{ status: 'pending', amount_cents: order.totalCents }]);

    const answers = await send(charge, 'charge.refunded').deliver(10);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await refundRows(order.id)).rows).toEqual([{ status: 'succeeded', amount_cents: order.totalCents }]);
    const reversals = await db.query('SELECT 1 FROM commission_reversals WHERE order_id = $1', [order.id]);
    expect(reversals.rows).toHaveLength(0);
    const mails = fs.readdirSync(shop.outbox).filter((name) => name.startsWith(`${order.id}-RF-`));
    expect(mails).toHaveLength(1);
    const shown = (await shop.app.inject({ url: `/api/orders/${order.id}?access=${order.accessToken}` })).json().order;
    expect(shown.refund).toMatchObject({ state: 'refunded', refundedCents: order.totalCents });
  });

  it("records a partial refund made in Stripe's dashboard from amount_refunded", async () => {
    const order = await paidOrder('dashboard@example.com', 'pi_refund_2');
    const charge = {
      id: 'ch_2',
      object: 'charge',
      payment_intent: 'pi_refund_2',
      amount_refunded: 5_000,
      metadata: {},
    };
    await send(charge, 'charge.refunded').deliver(3);
    expect((await refundRows(order.id)).rows).toEqual([{ status: 'succeeded', amount_cents: 5_000 }]);
    const shown = (await shop.app.inject({ url: `/api/orders/${order.id}?access=${order.accessToken}` })).json().order;
    expect(shown.refund).toMatchObject({ state: 'partially_refunded', refundedCents: 5_000 });
  });

  it('sends again, with the same key, a refund recorded before the process stopped', async () => {
    const order = await paidOrder('crash@example.com', 'pi_refund_3');
    // What a process killed between its commit and its call to Stripe leaves behind.
    await db.query(
      `INSERT INTO refunds (id, order_id, request_key, amount_cents, reason, actor, status, provider, created_at)
       VALUES ('RF-CRASHED1', $1, 'crash-key-1', 1000, 'x', 'owner', 'pending', 'stripe', now() - interval '1 minute')`,
      [order.id],
    );
    expect(await shop.data.refunds.resumeUnsent()).toBe(1);
    const calls = fake.requests.filter((r) => r.idempotencyKey === 'refund-RF-CRASHED1');
    expect(calls).toHaveLength(1);
    expect(await shop.data.refunds.resumeUnsent()).toBe(0);
  });
});

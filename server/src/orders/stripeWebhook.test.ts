/** @jest-environment node */
// The Stripe path without the network: the Stripe client points at a local fake for the session
// call (testing/fakeStripe.ts), and webhooks are signed with the library's own test header helper.
import type Stripe from 'stripe';
import type { Database } from '../db';
import { pgliteKind } from '../db/testing/testDatabases';
import { createStripeClient, stripePayments } from './payments';
import { createReceiptSender, deliverReceipt } from './receipts';
import { registerStripeWebhook } from './stripeWebhook';
import { startFakeStripe, type FakeStripe } from './testing/fakeStripe';
import { buildTestShop, contact, newKey, type TestShop } from './testing/testShop';

jest.setTimeout(60_000);
const WEBHOOK_SECRET = 'whsec_test_secret';

describe('Stripe payments', () => {
  const kind = pgliteKind();
  let db: Database;
  let shop: TestShop;
  let fake: FakeStripe;
  let stripe: Stripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = createStripeClient({ secretKey: 'sk_test_fake', apiBase: fake.url });
    db = await kind.open();
    shop = await buildTestShop(db, {
      payments: stripePayments(stripe),
      beforeReady: async (app, data, outbox) => {
        const sendReceipt = createReceiptSender({ from: 'Orders <orders@localhost>', outboxDir: outbox });
        await registerStripeWebhook(app, {
          stripe,
          webhookSecret: WEBHOOK_SECRET,
          isUnavailable: () => false,
          recordEvent: (id, type) => data.orders.recordEvent(id, type),
          applyPaid: async (orderId, log) => {
            const changed = await data.orders.markPaid(orderId, 'outbox');
            const order = changed ? await data.orders.findById(orderId) : null;
            if (order) await deliverReceipt(data, order, { sendReceipt, siteOrigin: 'http://localhost:3000', log });
            return changed;
          },
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

  const completed = (orderId: string, eventId = 'evt_test_1') =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_fake123',
          object: 'checkout.session',
          payment_status: 'paid',
          metadata: { orderId },
          client_reference_id: orderId,
        },
      },
    });
  const send = (payload: string, signature: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('creates a session with the server prices and an idempotency key; the order stays pending until the webhook', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { items: [{ productId: 'ai-prompt-mastery', quantity: 2 }], contact: contact('stripe@example.com') },
    });
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json();
    expect(payment).toEqual({
      provider: 'stripe',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_fake\d+$/),
    });
    expect(order.status).toBe('pending');
    const call = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(call?.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(call?.body.get('line_items[0][price_data][unit_amount]')).toBe('19700');
    expect(call?.body.get('line_items[0][quantity]')).toBe('2');
    expect(call?.body.get('line_items[1][price_data][unit_amount]')).toBe('3152');
    expect(call?.body.get('metadata[orderId]')).toBe(order.id);

    // A forged signature: 400, nothing changes.
    const forged = await send(completed(order.id), 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect((await shop.data.orders.findById(order.id))?.status).toBe('pending');

    // The genuine event, sent ten times: paid once, one receipt.
    const payload = completed(order.id);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await send(payload, signature));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().duplicate === false)).toHaveLength(1);
    const paid = await shop.data.orders.findById(order.id);
    expect(paid?.status).toBe('paid');
    expect(paid?.receipt).toBe('outbox');
    const { rows } = await db.query('SELECT id FROM payment_events');
    expect(rows).toHaveLength(1);
  });

  it('leaves a session that settles later pending until async_payment_succeeded', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { items: [{ productId: 'ai-strategy-intensive', quantity: 1 }], contact: contact('later@example.com') },
    });
    const { order } = response.json();
    const unpaid = JSON.stringify({
      id: 'evt_test_2',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: 'cs_x', object: 'checkout.session', payment_status: 'unpaid', metadata: { orderId: order.id } },
      },
    });
    await send(unpaid, stripe.webhooks.generateTestHeaderString({ payload: unpaid, secret: WEBHOOK_SECRET }));
    expect((await shop.data.orders.findById(order.id))?.status).toBe('pending');
    const settled = JSON.stringify({
      id: 'evt_test_3',
      object: 'event',
      type: 'checkout.session.async_payment_succeeded',
      data: {
        object: { id: 'cs_x', object: 'checkout.session', payment_status: 'paid', metadata: { orderId: order.id } },
      },
    });
    await send(settled, stripe.webhooks.generateTestHeaderString({ payload: settled, secret: WEBHOOK_SECRET }));
    expect((await shop.data.orders.findById(order.id))?.status).toBe('paid');
  });
});

// A local stand-in of Stripe's API for the tests (docs/orders.md): answers the calls the shop makes
// (coupons, Checkout Sessions, refunds) as Stripe would, and records each with its idempotency key.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripe {
  url: string;
  requests: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | undefined }[];
  close: () => Promise<void>;
}

export function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  // Stripe answers a repeated idempotency key with the first answer.
  const byKey = new Map<string, string>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = new URLSearchParams(raw);
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      const path = request.url ?? '';
      requests.push({ method: request.method ?? 'GET', path, body, idempotencyKey });
      response.setHeader('Content-Type', 'application/json');
      const answer = (make: () => object) => {
        const known = idempotencyKey && byKey.get(idempotencyKey);
        const text = known || JSON.stringify(make());
        if (idempotencyKey) byKey.set(idempotencyKey, text);
        response.end(text);
      };
      if (path === '/v1/coupons') return answer(() => ({ id: 'coupon_test', object: 'coupon' }));
      if (path === '/v1/refunds') {
        return answer(() => ({
          id: `re_test_${requests.length}`,
          object: 'refund',
          amount: Number(body.get('amount')),
          payment_intent: body.get('payment_intent'),
          status: 'pending',
          metadata: { orderId: body.get('metadata[orderId]'), refundId: body.get('metadata[refundId]') },
        }));
      }
      if (request.method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
        const id = path.split('/').pop();
        return answer(() => ({ id, object: 'checkout.session', payment_intent: `pi_for_${id}` }));
      }
      const id = `cs_test_fake${requests.length}`;
      return answer(() => ({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

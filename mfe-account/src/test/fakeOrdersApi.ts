// The orders API as the account pages see it (docs/orders.md), for component tests: answers per
// path, and the requests made, with their bearer tokens.
import type { AffiliateView, OrderView, SubscriptionView } from '@site/shared/orders';

export interface FakeOrdersApi {
  orders: OrderView[];
  subscriptions: SubscriptionView[];
  affiliate: AffiliateView;
  /** A failure for the next calls (status and body), or null. */
  failure: { status: number; error: string; message: string } | null;
  requests: { method: string; path: string; authorization: string | undefined }[];
}

export const sampleOrder = (over: Partial<OrderView> = {}): OrderView => ({
  id: 'ORD-7K3M9QX2',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:00:00.000Z',
  status: 'paid',
  email: 'pat@example.com',
  firstName: 'Pat',
  subtotalCents: 19_700,
  discountCents: 0,
  taxCents: 1_576,
  totalCents: 21_276,
  referral: null,
  items: [
    {
      productId: 'ai-prompt-mastery',
      name: 'AI Prompt Mastery Course',
      type: 'digital_course',
      quantity: 1,
      unitPriceCents: 19_700,
      lineTotalCents: 19_700,
      downloadUrl: '/api/downloads/ORD-7K3M9QX2/ai-prompt-mastery?token=t',
      accessUrl: null,
    },
  ],
  receipt: 'outbox',
  ...over,
});

export const sampleSubscription = (over: Partial<SubscriptionView> = {}): SubscriptionView => ({
  id: 'SUB-AB3CD4EF',
  orderId: 'ORD-7K3M9QX2',
  productId: 'ai-inner-circle',
  name: 'AI Inner Circle Membership',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-20T10:00:00.000Z',
  priceCents: 9_700,
  interval: 'month',
  features: ['Weekly live sessions'],
  ...over,
});

export function installFakeOrdersApi(): FakeOrdersApi {
  const api: FakeOrdersApi = {
    orders: [],
    subscriptions: [],
    affiliate: {
      code: 'K7M3QX2A',
      commissionBasisPoints: 3_000,
      stats: { totalReferrals: 0, pendingCents: 0, paidCents: 0, totalCents: 0 },
      commissions: [],
    },
    failure: null,
    requests: [],
  };
  global.fetch = jest.fn(async (input: unknown, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    api.requests.push({ method, path, authorization: (init?.headers as Record<string, string>)?.Authorization });
    const reply = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;
    if (api.failure) return reply(api.failure.status, api.failure);
    if (path === '/api/account/orders') return reply(200, { orders: api.orders });
    if (path === '/api/account/subscriptions') return reply(200, { subscriptions: api.subscriptions });
    if (path === '/api/affiliate') return reply(200, { affiliate: api.affiliate });
    const cancel = /^\/api\/account\/subscriptions\/([^/]+)\/cancel$/.exec(path);
    if (cancel && method === 'POST') {
      const found = api.subscriptions.find((s) => s.id === cancel[1]);
      if (!found) return reply(404, { error: 'Not found', message: 'There is no such record.' });
      found.cancelAtPeriodEnd = true;
      return reply(200, { subscription: { ...found } });
    }
    return reply(404, { error: 'Not found', message: 'There is no such record.' });
  }) as typeof fetch;
  return api;
}

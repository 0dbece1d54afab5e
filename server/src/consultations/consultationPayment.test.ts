/** @jest-environment node */
import Fastify from 'fastify';
import { registerRateLimiter } from '../platform';
import {
  PAYMENT_RATE_LIMIT,
  createSimulatedSessions,
  loadCatalogue,
  registerConsultationPayment,
} from './consultationPayment';

const catalogue = loadCatalogue();
const valid = { productId: 'ai-prompt-mastery', productName: 'AI Prompt Mastery Course', price: 197, duration: '' };

async function appWith(options: Partial<Parameters<typeof registerConsultationPayment>[1]> = {}) {
  const app = Fastify();
  await registerRateLimiter(app);
  registerConsultationPayment(app, { catalogue, siteOrigin: 'http://localhost:3000', ...options });
  return app;
}

const post = (app: ReturnType<typeof Fastify>, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/create-consultation-payment',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/create-consultation-payment', () => {
  it('returns a simulated session url on the site without a payment key', async () => {
    const response = await post(await appWith(), valid);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/consultation-success\?session_id=cs_sim_[0-9a-f]{24}_[0-9a-f]{32}$/);
    const other = (await post(await appWith(), valid)).json().url;
    expect(other).not.toBe(url);
  });

  it.each([
    ['a forged price', { ...valid, price: 1 }, 'Price does not match the catalogue'],
    ['a price as text', { ...valid, price: '197' }, 'Invalid booking request'],
    ['an unknown product', { ...valid, productId: 'quick-consultation-call' }, 'Unknown product'],
    ['a missing product id', { productName: 'x', price: 197 }, 'Invalid booking request'],
    ['an extra field', { ...valid, discount: 100 }, 'Invalid booking request'],
    ['a hostile id', { ...valid, productId: '../../etc/passwd' }, 'Invalid booking request'],
    ['a negative price', { ...valid, price: -197 }, 'Invalid booking request'],
    ['an array body', [valid], 'Invalid booking request'],
  ])('answers 400 with a clear JSON error for %s', async (_label, body, error) => {
    const response = await post(await appWith(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    expect((await post(await appWith(), '{"productId":')).statusCode).toBe(400);
    expect((await post(await appWith(), { ...valid, productName: 'x'.repeat(20_000) })).statusCode).toBe(413);
  });

  it('creates a hosted checkout session with the catalogue price when a payment key is set', async () => {
    const fetchImpl = jest.fn(
      async () => new Response(JSON.stringify({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' })),
    );
    const app = await appWith({ stripeSecretKey: 'sk_test_123', fetchImpl: fetchImpl as unknown as typeof fetch });
    const response = await post(app, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const form = new URLSearchParams(String(init.body));
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('19700');
    expect(form.get('success_url')).toBe('http://localhost:3000/consultation-success?session_id={CHECKOUT_SESSION_ID}');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer sk_test_123');
  });

  it('answers 502 when the payment provider fails', async () => {
    const fetchImpl = jest.fn(async () => new Response('{}', { status: 500 }));
    const app = await appWith({ stripeSecretKey: 'sk_test_123', fetchImpl: fetchImpl as unknown as typeof fetch });
    expect((await post(app, valid)).statusCode).toBe(502);
  });
});

const status = (app: Awaited<ReturnType<typeof appWith>>, sessionId: string) =>
  app.inject({ method: 'GET', url: `/api/consultation-payment-status?session_id=${encodeURIComponent(sessionId)}` });

describe('GET /api/consultation-payment-status', () => {
  it('confirms a simulated session this server created, and nothing forged', async () => {
    const app = await appWith({ simulationSecret: 'a'.repeat(32) });
    const { url } = (await post(app, valid)).json();
    const sessionId = new URL(url).searchParams.get('session_id') ?? '';
    expect((await status(app, sessionId)).json()).toEqual({ status: 'paid' });

    const forged = [
      'totally_forged_id_PWNED123',
      'cs_sim_000000000000000000000000_00000000000000000000000000000000',
      `${sessionId.slice(0, -1)}${sessionId.endsWith('0') ? '1' : '0'}`,
      createSimulatedSessions('another server secret').create(),
      'cs_test_abcdefgh12345678',
    ];
    for (const id of forged) {
      const response = await status(app, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'unconfirmed' });
    }
    const hostile = await status(app, '<img src=x onerror=alert(1)>');
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toMatchObject({ error: 'Invalid session_id', status: 'unconfirmed' });
  });

  it('asks Stripe when a payment key is set, and says "unconfirmed" when Stripe is down', async () => {
    const fetchImpl = jest.fn(async (url: string) =>
      url.endsWith('cs_test_paid1')
        ? new Response(JSON.stringify({ id: 'cs_test_paid1', payment_status: 'paid' }))
        : url.endsWith('cs_test_open1')
          ? new Response(JSON.stringify({ id: 'cs_test_open1', payment_status: 'unpaid' }))
          : new Response('{}', { status: 503 }),
    );
    const app = await appWith({ stripeSecretKey: 'sk_test_123', fetchImpl: fetchImpl as unknown as typeof fetch });
    expect((await status(app, 'cs_test_paid1')).json()).toEqual({ status: 'paid' });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://api.stripe.com/v1/checkout/sessions/cs_test_paid1',
      expect.objectContaining({ headers: { Authorization: 'Bearer sk_test_123' } }),
    );
    expect((await status(app, 'cs_test_open1')).json()).toEqual({ status: 'unconfirmed' });
    const down = await status(app, 'cs_test_down1');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: 'unconfirmed' });
  });
});

describe('rate limit of the booking API', () => {
  it('serves a visitor, refuses a burst from one address with 429, Retry-After and a JSON message', async () => {
    const app = await appWith();
    const from = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/create-consultation-payment',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(valid),
      });
    const answers = [];
    for (let i = 0; i < PAYMENT_RATE_LIMIT.max + 5; i += 1) answers.push(await from('203.0.113.7'));
    expect(answers.slice(0, PAYMENT_RATE_LIMIT.max).every((r) => r.statusCode === 200)).toBe(true);
    const refused = answers[answers.length - 1];
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json()).toMatchObject({ message: expect.stringMatching(/Too many requests.*try again in/) });
    // Another visitor is not affected.
    expect((await from('198.51.100.9')).statusCode).toBe(200);
  });
});

/** @jest-environment node */
import path from 'node:path';
import Fastify from 'fastify';
import { cataloguePath, loadCatalogue, registerConsultationPayment } from './consultationPayment';

const catalogue = loadCatalogue(cataloguePath(path.resolve(__dirname, '..', '..', '..')));
const valid = { productId: 'ai-prompt-mastery', productName: 'AI Prompt Mastery Course', price: 197, duration: '' };

function appWith(options: Partial<Parameters<typeof registerConsultationPayment>[1]> = {}) {
  const app = Fastify();
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
    const response = await post(appWith(), valid);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/consultation-success\?session_id=cs_sim_[0-9a-f]{24}$/);
    const other = (await post(appWith(), valid)).json().url;
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
    const response = await post(appWith(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    expect((await post(appWith(), '{"productId":')).statusCode).toBe(400);
    expect((await post(appWith(), { ...valid, productName: 'x'.repeat(20_000) })).statusCode).toBe(413);
  });

  it('creates a hosted checkout session with the catalogue price when a payment key is set', async () => {
    const fetchImpl = jest.fn(
      async () => new Response(JSON.stringify({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' })),
    );
    const app = appWith({ stripeSecretKey: 'sk_test_123', fetchImpl: fetchImpl as unknown as typeof fetch });
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
    const app = appWith({ stripeSecretKey: 'sk_test_123', fetchImpl: fetchImpl as unknown as typeof fetch });
    expect((await post(app, valid)).statusCode).toBe(502);
  });
});

/** @jest-environment node */
import { confirmPayment } from './paymentStatus';

const answer = (status: number, body: unknown) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

test('a session the server confirms is paid', async () => {
  const fetchImpl = answer(200, { status: 'paid' });
  await expect(confirmPayment('cs_sim_abc', fetchImpl)).resolves.toBe('paid');
  expect(fetchImpl).toHaveBeenCalledWith('/api/consultation-payment-status?session_id=cs_sim_abc', expect.anything());
});

test.each([
  ['an unconfirmed session', answer(200, { status: 'unconfirmed' })],
  ['a server error', answer(500, { error: 'boom' })],
  ['a rate-limited check', answer(429, { status: 'paid' })],
  ['an unreadable answer', jest.fn(async () => new Response('<html>')) as unknown as typeof fetch],
  [
    'a network failure',
    jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch,
  ],
])('%s is "unconfirmed", never an error', async (_name, fetchImpl) => {
  await expect(confirmPayment('cs_sim_abc', fetchImpl)).resolves.toBe('unconfirmed');
});

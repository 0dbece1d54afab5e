// Orders placed through the HTTP API, as the checkout places them, for the tests of what the server
// keeps (restarts, several instances).
import crypto from 'node:crypto';
import { toolSettings } from '../../scripts/settings';

export interface PlacedOrder {
  status: number;
  id?: string;
  accessToken?: string;
  totalCents?: number;
}

export const guestOrderBody = (email: string, productId = 'ai-prompt-mastery') => ({
  items: [{ productId, quantity: 1 }],
  contact: { email, firstName: 'Test', lastName: 'Buyer' },
});

export async function placeOrder(
  origin: string,
  body: unknown,
  key: string = crypto.randomUUID(),
  headers: Record<string, string> = {},
): Promise<PlacedOrder> {
  const response = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const data = (await response.json().catch(() => null)) as {
    order?: { id: string; accessToken: string; totalCents: number };
  } | null;
  return {
    status: response.status,
    id: data?.order?.id,
    accessToken: data?.order?.accessToken,
    totalCents: data?.order?.totalCents,
  };
}

export async function readOrder(
  origin: string,
  id: string,
  access: string,
): Promise<{ status: number; order?: { id: string; status: string } }> {
  const response = await fetch(`${origin}/api/orders/${id}?access=${encodeURIComponent(access)}`, {
    signal: AbortSignal.timeout(15_000),
  });
  const data = (await response.json().catch(() => null)) as { order?: { id: string; status: string } } | null;
  return { status: response.status, order: data?.order };
}

/** Where the tests of the production path find the machine's PostgreSQL and Redis (.ci/run sets them). */
export const { TEST_DATABASE_URL, TEST_REDIS_URL } = toolSettings();

/** Says, loudly, which part of a test did not run and why: never a silent skip. */
export function notRun(part: string, why: string): void {
  const line = `*** NOT RUN: ${part}: ${why} ***`;
  console.warn(`\n${'*'.repeat(line.length)}\n${line}\n${'*'.repeat(line.length)}\n`);
}

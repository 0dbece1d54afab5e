// The browser side of the orders API (docs/orders.md): the checkout creates orders, the dashboard and
// the affiliate page read the signed-in visitor's own records. Every call has a time limit and
// answers a result, never throws: the screens show what went wrong.
import type { AffiliateView, OrderRequest, OrderView, PaymentStart, SubscriptionView } from '@site/contract/orders';
import { useAuthStore } from '@site/shared/auth';

// The views and the request are the contract's (@site/contract/orders), as the server writes them.
export type { AffiliateView, OrderLineView, OrderRequest, OrderView, SubscriptionView } from '@site/contract/orders';

export interface ApiFailure {
  ok: false;
  /** HTTP status, or 0 when the server could not be reached in time. */
  status: number;
  error: string;
  message: string;
  /** The request's part that is wrong, when the server says (`referralCode`, `items.0.quantity`). */
  field?: string;
}

export type ApiResult<T> = ({ ok: true; status: number } & T) | ApiFailure;

const TIME_LIMIT_MS = 15_000;
const UNREACHABLE: Omit<ApiFailure, 'status'> = {
  ok: false,
  error: 'Could not reach the shop',
  message: 'Check your connection and try again. Nothing was charged.',
};

/** A signal that aborts the call after the time limit (where the platform has one). */
const timeLimit = () => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIME_LIMIT_MS) : undefined);

/** The signed-in visitor's access token, when there is one. */
export function currentAccessToken(): string | null {
  return useAuthStore.getState().session?.access_token ?? null;
}

async function call<T>(path: string, init: RequestInit & { token?: string | null } = {}): Promise<ApiResult<T>> {
  const { token, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(rest.body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      credentials: 'same-origin',
      signal: rest.signal ?? timeLimit(),
    });
  } catch {
    return { ...UNREACHABLE, status: 0 };
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !data) {
    return {
      ok: false,
      status: response.status,
      error: typeof data?.error === 'string' ? data.error : `The shop answered ${response.status}`,
      message: typeof data?.message === 'string' ? data.message : 'Please try again in a moment.',
      ...(typeof data?.field === 'string' ? { field: data.field } : {}),
    };
  }
  return { ok: true, status: response.status, ...(data as T) };
}

/** A new idempotency key for one checkout attempt (kept across its retries). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createOrder(
  request: OrderRequest,
  idempotencyKey: string,
  token: string | null = currentAccessToken(),
): Promise<ApiResult<{ order: OrderView; payment: PaymentStart }>> {
  return call('/api/orders', {
    method: 'POST',
    body: JSON.stringify(request),
    headers: { 'Idempotency-Key': idempotencyKey },
    token,
  });
}

export function fetchOrder(
  id: string,
  access: string | null,
  token: string | null = currentAccessToken(),
): Promise<ApiResult<{ order: OrderView }>> {
  const query = access ? `?access=${encodeURIComponent(access)}` : '';
  return call(`/api/orders/${encodeURIComponent(id)}${query}`, { token });
}

export function fetchMyOrders(
  token: string | null = currentAccessToken(),
): Promise<ApiResult<{ orders: OrderView[] }>> {
  return call('/api/account/orders', { token });
}

export function fetchMySubscriptions(
  token: string | null = currentAccessToken(),
): Promise<ApiResult<{ subscriptions: SubscriptionView[] }>> {
  return call('/api/account/subscriptions', { token });
}

export function cancelSubscription(
  id: string,
  token: string | null = currentAccessToken(),
): Promise<ApiResult<{ subscription: SubscriptionView }>> {
  return call(`/api/account/subscriptions/${encodeURIComponent(id)}/cancel`, { method: 'POST', token });
}

export function fetchAffiliate(
  token: string | null = currentAccessToken(),
): Promise<ApiResult<{ affiliate: AffiliateView }>> {
  return call('/api/affiliate', { token });
}

/** Cents as the site shows money: '$1,234.50'. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

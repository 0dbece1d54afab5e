import type { Product } from '@site/shared/types';

export const CONSULTATION_IDS = [
  'follow-up-strategy-session',
  'quick-consultation-call',
  'implementation-support-session',
] as const;

export const BOOKING_ENDPOINT = '/api/create-consultation-payment';

/** docs/product.md §2 Home 6: consultation products, filtered by id from the catalogue. */
export function consultationProducts(catalogue: readonly Product[]): Product[] {
  return catalogue.filter((product) => (CONSULTATION_IDS as readonly string[]).includes(product.id));
}

/** Calls the booking endpoint; resolves the payment page URL or throws with a reason. */
export async function createConsultationPayment(product: Product, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(BOOKING_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      productId: product.id,
      productName: product.name,
      price: product.price,
      duration: product.duration ?? '',
    }),
  });
  if (!response.ok) throw new Error(`booking endpoint answered ${response.status}`);
  const data: unknown = await response.json();
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !isSafePaymentUrl(url)) throw new Error('booking endpoint returned no usable url');
  return url;
}

/** Only http(s) addresses or paths on this site are opened. */
export function isSafePaymentUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

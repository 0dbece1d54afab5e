/** What the server could confirm about a payment session (GET /api/consultation-payment-status). */
export type PaymentConfirmation = 'paid' | 'unconfirmed';

/** Longest wait for the server's answer: the page then says it could not confirm. */
export const CONFIRMATION_TIMEOUT_MS = 10_000;

/**
 * Asks the site's server whether `sessionId` is a paid session. Anything but a clear "paid"
 * (unknown or forged session, server or provider down, timeout) is "unconfirmed", never an error.
 */
export async function confirmPayment(sessionId: string, fetchImpl: typeof fetch = fetch): Promise<PaymentConfirmation> {
  try {
    const response = await fetchImpl(`/api/consultation-payment-status?session_id=${encodeURIComponent(sessionId)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIRMATION_TIMEOUT_MS),
    });
    if (!response.ok) return 'unconfirmed';
    const body = (await response.json()) as { status?: unknown } | null;
    return body?.status === 'paid' ? 'paid' : 'unconfirmed';
  } catch {
    return 'unconfirmed';
  }
}

// The shop pages' calls to /api/console/shop (docs/shop-console.md, "The shop"): the owner's moves, and
// the CSV exports, fetched with the account's token (a plain link would carry none) and saved as
// files. Each answers a result, never throws.
import type { RefundAskBody } from '@site/contract/refunds';
import type { MarkPayoutPaidAnswer, RefundAnswer, ResendReceiptAnswer } from '@site/contract/shopConsole';
import { useAuthStore } from '@site/shared/auth';
import { consoleCall, type ConsoleResult } from '../../lib/consoleApi';

const orderPath = (id: string) => `/shop/orders/${encodeURIComponent(id)}`;

export const refundOrder = (id: string, ask: RefundAskBody): Promise<ConsoleResult<RefundAnswer>> =>
  consoleCall<RefundAnswer>(`${orderPath(id)}/refunds`, { method: 'POST', body: ask });

export const resendReceipt = (id: string): Promise<ConsoleResult<ResendReceiptAnswer>> =>
  consoleCall<ResendReceiptAnswer>(`${orderPath(id)}/receipt`, { method: 'POST', body: {} });

export const markPayoutPaid = (month: string, affiliate: string): Promise<ConsoleResult<MarkPayoutPaidAnswer>> =>
  consoleCall<MarkPayoutPaidAnswer>(`/shop/payouts/${encodeURIComponent(month)}/paid`, {
    method: 'POST',
    body: { affiliate },
  });

/** Fetches a CSV export and saves it under `fileName`; null once saved, else what went wrong. */
export async function downloadCsv(path: string, fileName: string): Promise<string | null> {
  const token = useAuthStore.getState().session?.access_token;
  try {
    const response = await fetch(`/api/console${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      return body?.message ?? `The server answered ${response.status}.`;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch {
    return 'The export could not be downloaded: the server did not answer.';
  }
}

/** A fresh key for one refund: the same key again (a double click, a retry) is the same refund. */
export const newRequestKey = () =>
  `console-${typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`}`;

// How the shop pages write money and days: cents as dollars, an ISO day as people read it.
import { formatMoney } from '@site/shared/cart';
import type { ShopOrderStatus } from '@site/contract/shopConsole';

export const money = (cents: number) => formatMoney(cents / 100);

/** '2026-11-24' (UTC) as '24 Nov 2026'. */
export const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const STATUS_LABEL: Record<ShopOrderStatus, string> = {
  paid: 'Paid',
  pending: 'Payment pending',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const STATUS_TONE = {
  paid: 'success',
  pending: 'warm',
  partly_refunded: 'muted',
  refunded: 'destructive',
} as const satisfies Record<ShopOrderStatus, string>;

/** Dollars as the owner types them ("12.50") in cents, or null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

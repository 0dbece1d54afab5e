import { screen, within } from '@testing-library/react';
import type { ShopOrderDetail } from '@site/contract/shopConsole';
import { renderPage } from '../../../../test-support/renderPage';
import { OrderRecords } from './OrderRecords';

const refund = (id: string, productIds: string[], amountCents: number) => ({
  id,
  orderId: 'ORD-AAAAAAAA',
  amountCents,
  productIds,
  reason: `Refund ${id}`,
  exception: null,
  actor: 'owner@example.com',
  status: 'succeeded',
  failure: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  settledAt: '2026-11-30T10:00:00.000Z',
});
const detail = {
  order: { id: 'ORD-AAAAAAAA', totalCents: 26_352 },
  lines: [
    { productId: 'ai-prompt-mastery', name: 'AI Prompt Mastery Course', quantity: 1, lineTotalCents: 19_700 },
    { productId: 'ai-templates-bundle', name: 'AI Templates Bundle', quantity: 1, lineTotalCents: 4_700 },
  ],
  payment: { provider: 'simulated', reference: null, checkoutSession: null, paidAt: null, amountCents: 26_352 },
  referral: null,
  commission: null,
  refunds: [refund('RF-1', ['ai-templates-bundle'], 5_076), refund('RF-2', [], 1_000)],
  deliveries: [],
} as unknown as ShopOrderDetail;

// docs/shop-console.md, "The shop": the refunds say which lines they took back as the owner knows them.
test("each refund names the lines it took back by the products' names, or says it was an amount", async () => {
  await renderPage(<OrderRecords detail={detail} />);
  const refunds = screen.getByRole('table', { name: 'Refunds' });
  expect(within(refunds).getByRole('row', { name: /Refund RF-1/ })).toHaveTextContent('AI Templates Bundle');
  expect(within(refunds).getByRole('row', { name: /Refund RF-2/ })).toHaveTextContent('an amount');
});

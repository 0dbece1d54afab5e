import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopOrderDetail } from '@site/contract/shopConsole';
import { renderPage } from '../../../../test-support/renderPage';
import { RefundDialog } from './RefundDialog';
import { refundOrder } from './shopApi';

jest.mock('./shopApi', () => ({ newRequestKey: () => 'key-1', refundOrder: jest.fn() }));

const detail = {
  order: { id: 'ORD-AAAAAAAA', totalCents: 10_000, email: 'buyer@example.com' },
  lines: [{ productId: 'ai-templates-bundle', name: 'AI Templates Bundle', shareCents: 10_000, refunded: false }],
  refundableCents: 10_000,
  guarantee: { name: 'the 30-day money-back guarantee', endsAt: '2026-12-30T00:00:00.000Z', rule: null },
} as unknown as ShopOrderDetail;

test('a field with a problem says so itself and takes the focus; nothing is sent until it is right', async () => {
  const user = userEvent.setup();
  await renderPage(<RefundDialog detail={detail} onDone={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  expect(await screen.findByText('Covered by the 30-day money-back guarantee.')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'An amount' }));
  const amount = screen.getByRole('textbox', { name: 'Amount in dollars' });
  await user.type(amount, '250');
  const submit = screen.getAllByRole('button', { name: 'Refund' }).at(-1)!;
  await user.click(submit);
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(amount).toHaveAccessibleDescription('Enter an amount from $0.01 to $100.00');
  expect(amount).toHaveFocus();

  await user.clear(amount);
  await user.type(amount, '25');
  fireEvent.submit(submit.closest('form')!);
  const reason = screen.getByRole('textbox', { name: 'Reason' });
  expect(amount).not.toHaveAttribute('aria-invalid');
  expect(reason).toHaveAccessibleDescription('Say why the order is refunded');
  expect(reason).toHaveFocus();
  expect(refundOrder).not.toHaveBeenCalled();
});

test('with lines chosen, the verdict is theirs: a covered line reads covered, an uncovered one its rule', async () => {
  const mixed = {
    ...detail,
    lines: [
      {
        productId: 'ai-prompt-mastery',
        name: 'AI Prompt Mastery Course',
        shareCents: 6_000,
        refunded: false,
        guaranteeRule: null,
      },
      {
        productId: 'ai-inner-circle',
        name: 'AI Inner Circle Membership',
        shareCents: 4_000,
        refunded: false,
        guaranteeRule:
          'The guarantees cover digital products and apps (30 days) and AI solutions (60 days), not AI Inner Circle Membership (membership).',
      },
    ],
    guarantee: {
      name: null,
      endsAt: null,
      rule: 'The guarantees cover ... not AI Inner Circle Membership (membership).',
    },
  } as unknown as ShopOrderDetail;
  const user = userEvent.setup();
  await renderPage(<RefundDialog detail={mixed} onDone={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  await user.click(await screen.findByRole('radio', { name: /Some lines/ }));
  await user.click(screen.getByRole('checkbox', { name: /AI Prompt Mastery Course/ }));
  // Said where it changes: a screen reader hears the new verdict after the box is ticked.
  expect(
    screen.getByText('AI Prompt Mastery Course: covered by its guarantee.').closest('[aria-live]'),
  ).toHaveAttribute('aria-live', 'polite');
  expect(screen.queryByText(/not AI Inner Circle Membership/)).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: /AI Inner Circle Membership/ }));
  expect(
    screen.getByText(/AI Inner Circle Membership: The guarantees cover .* not AI Inner Circle Membership/),
  ).toBeInTheDocument();
});

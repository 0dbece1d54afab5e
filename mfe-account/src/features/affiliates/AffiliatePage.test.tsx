import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@site/shared/toast';
import { renderPage } from '../../test/renderPage';
import { AffiliatePage } from './AffiliatePage';

beforeEach(async () => {
  useToastStore.getState().clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // auth is not configured here
  await renderPage(<AffiliatePage />, ['/affiliates']);
});
afterEach(() => jest.restoreAllMocks());

test('four tabs, with the referral links first', () => {
  const tabs = within(screen.getByRole('tablist', { name: 'Affiliate program sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'Referral Links',
    'Earnings',
    'Marketing Materials',
    'Program Details',
  ]);
  expect(screen.getByRole('tab', { name: 'Referral Links' })).toHaveAttribute('aria-selected', 'true');
});

test('stats show earnings, referrals and conversion', () => {
  expect(screen.getByText('Total earnings').closest('div')).toHaveTextContent('$2,847.60');
  expect(screen.getByText('Conversion rate').closest('div')).toHaveTextContent('12.8%');
  expect(screen.getByText('Clicks').closest('div')).toHaveTextContent('214');
});

test('each affiliate product has a /shop?ref={code}&product={id} link and its 30% commission', () => {
  const products = screen.getAllByTestId('referral-product');
  expect(products.length).toBeGreaterThanOrEqual(4);
  const link = screen.getByRole('textbox', { name: 'Referral link for AI Prompt Mastery Course' });
  expect(link).toHaveValue(`${window.location.origin}/shop?ref=PARTNER7Q2K&product=ai-prompt-mastery`);
  expect(link).toHaveAttribute('readonly');
  expect(products[0]).toHaveTextContent('You earn $59.10 (30%)');
});

test('Copy puts the link on the clipboard and says "Copied!"', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Copy referral link for AI Automation Blueprint' }));
  expect(await navigator.clipboard.readText()).toBe(
    `${window.location.origin}/shop?ref=PARTNER7Q2K&product=automation-blueprint`,
  );
  expect(useToastStore.getState().toasts).toContainEqual(
    expect.objectContaining({ title: 'Copied!', description: 'Link copied to clipboard' }),
  );
});

test('when the clipboard is refused, the link is selected and the visitor is told how to copy it', async () => {
  const user = userEvent.setup();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  await user.click(screen.getByRole('button', { name: 'Copy referral link for AI Automation Blueprint' }));
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Referral link for AI Automation Blueprint' });
  expect(field).toHaveFocus();
  expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(field.value);
  expect(useToastStore.getState().toasts).toContainEqual(
    expect.objectContaining({ title: 'Copy blocked by the browser', description: expect.stringMatching(/Ctrl\+C/) }),
  );
  expect(useToastStore.getState().toasts.some((t) => t.title === 'Copied!')).toBe(false);
});

test('earnings list each commission with its status', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Earnings' }));
  const rows = screen.getAllByTestId('commission');
  expect(rows).toHaveLength(6);
  expect(rows[0]).toHaveTextContent(/Sarah M\..*AI Automation Blueprint.*\$89\.10.*Pending/);
  expect(rows.filter((row) => row.textContent?.includes('Paid'))).toHaveLength(3);
  expect(screen.getByRole('region', { name: /Commission history/ })).toHaveAttribute('tabindex', '0');
});

test('marketing texts carry the referral link and can be copied', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Marketing Materials' }));
  const post = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Social media post' });
  expect(post.value).toContain(`${window.location.origin}/shop?ref=PARTNER7Q2K&product=ai-prompt-mastery`);
  await user.click(screen.getByRole('button', { name: 'Copy social media post' }));
  expect(useToastStore.getState().toasts).toContainEqual(expect.objectContaining({ title: 'Copied!' }));
});

test('program details state the terms of SPEC §9', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Program Details' }));
  const terms = screen.getByTestId('program-terms').textContent ?? '';
  for (const term of [
    '30% commission on all product types',
    'paid monthly on the 15th',
    'minimum payout is $50',
    'cookie lasts 60 days',
    'Self-referrals are not allowed',
    'refunded orders are deducted',
    '30 days notice',
    '10% off their first purchase',
  ]) {
    expect(terms).toContain(term);
  }
});

import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import { useToastStore } from '@site/shared/toast';
import { fakeSession, installFakeSupabase, uninstallFakeSupabase, type FakeAuth } from '../../test/fakeSupabase';
import { installFakeOrdersApi, type FakeOrdersApi } from '../../test/fakeOrdersApi';
import { renderPage } from '../../test/renderPage';
import { AffiliatePage } from './AffiliatePage';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
let api: FakeOrdersApi;
beforeEach(async () => {
  useToastStore.getState().clear();
  auth = installFakeSupabase(createClient as jest.Mock);
  api = installFakeOrdersApi();
  api.affiliate.stats = { totalReferrals: 2, pendingCents: 5_319, paidCents: 8_910, totalCents: 14_229 };
  api.affiliate.commissions = [
    {
      id: 'ORD-22222222',
      customerName: 'Sam P.',
      product: 'AI Prompt Mastery Course',
      commissionCents: 5_319,
      status: 'pending',
      date: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'ORD-11111111',
      customerName: 'Ann K.',
      product: 'AI Automation Blueprint',
      commissionCents: 8_910,
      status: 'paid',
      date: '2026-10-02T10:00:00.000Z',
    },
  ];
  await renderPage(<AffiliatePage />, ['/affiliates']);
  await act(async () => auth.resolveSession(fakeSession()));
});
afterEach(() => {
  uninstallFakeSupabase();
  jest.restoreAllMocks();
});

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

test("the referrer's own figures: earnings, pending, paid out and referred orders", () => {
  expect(api.requests[0]).toMatchObject({ path: '/api/affiliate', authorization: 'Bearer a' });
  expect(screen.getAllByText('Total earnings')[0]?.closest('div')).toHaveTextContent('$142.29');
  expect(screen.getByText('Pending earnings').closest('div')).toHaveTextContent('$53.19');
  expect(screen.getByText('Referred orders').closest('div')).toHaveTextContent('2');
});

test("each affiliate product has a /shop?ref={code}&product={id} link and what it earns on the friend's discounted first purchase", () => {
  const products = screen.getAllByTestId('referral-product');
  expect(products.length).toBeGreaterThanOrEqual(4);
  const link = screen.getByRole('textbox', { name: 'Referral link for AI Prompt Mastery Course' });
  expect(link).toHaveValue(`${window.location.origin}/shop?ref=K7M3QX2A&product=ai-prompt-mastery`);
  expect(link).toHaveAttribute('readonly');
  // $197.00 less the friend's 10% is $177.30 before tax; 30% of it is what the order's commission is.
  expect(products[0]).toHaveTextContent(
    "You earn $53.19 on a friend's first purchase: 30% of the $177.30 they pay, with their 10% off, before tax",
  );
  expect(products[0]).not.toHaveTextContent('$59.10');
});

test('Copy puts the link on the clipboard and says "Copied!"', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Copy referral link for AI Automation Blueprint' }));
  expect(await navigator.clipboard.readText()).toBe(
    `${window.location.origin}/shop?ref=K7M3QX2A&product=automation-blueprint`,
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
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent(/Sam P\..*AI Prompt Mastery Course.*\$53\.19.*Pending/);
  expect(rows[1]).toHaveTextContent(/Ann K\..*\$89\.10.*Paid/);
  expect(screen.getByRole('region', { name: /Commission history/ })).toHaveAttribute('tabindex', '0');
});

test('marketing texts carry the referral link and can be copied', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Marketing Materials' }));
  const post = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Social media post' });
  expect(post.value).toContain(`${window.location.origin}/shop?ref=K7M3QX2A&product=ai-prompt-mastery`);
  await user.click(screen.getByRole('button', { name: 'Copy social media post' }));
  expect(useToastStore.getState().toasts).toContainEqual(expect.objectContaining({ title: 'Copied!' }));
});

test('program details state the terms of docs/product.md §9', async () => {
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

test('signed out: the programme is readable, and the referrer parts ask to sign in', async () => {
  await act(async () => auth.emit('SIGNED_OUT', null));
  expect(screen.queryByRole('textbox', { name: /Referral link/ })).toBeNull();
  expect(screen.getByText(/Sign in to get your referral link and see your earnings/)).toBeInTheDocument();
  // Signed in, the visitor comes back here, not to the dashboard.
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Faffiliates');
  await userEvent.click(screen.getByRole('tab', { name: 'Program Details' }));
  expect(screen.getByTestId('program-terms')).toHaveTextContent('30% commission on all product types');
});

test('a session ended on another device: shown the tab again, the page asks to sign in', async () => {
  expect(screen.getAllByRole('textbox', { name: /Referral link/ }).length).toBeGreaterThan(0);
  auth.getUser.mockImplementation(async () => {
    auth.emit('SIGNED_OUT', null); // supabase-js, on the service's session_not_found
    return { data: { user: null }, error: { name: 'AuthSessionMissingError', message: 'Auth session missing!' } };
  });
  await act(async () => document.dispatchEvent(new Event('visibilitychange')));
  expect(screen.queryByRole('textbox', { name: /Referral link/ })).toBeNull();
  expect(screen.getByText(/Sign in to get your referral link and see your earnings/)).toBeInTheDocument();
});

test('earnings show payable, paid and reversed amounts, each status, and the next payout date', async () => {
  api.affiliate.stats = {
    totalReferrals: 3,
    pendingCents: 0,
    payableCents: 6_000,
    paidCents: 8_910,
    reversedCents: 2_660,
    totalCents: 14_910,
  };
  api.affiliate.nextPayout = { date: '2026-12-15', minimumCents: 5_000 };
  api.affiliate.commissions = [
    {
      id: 'ORD-33333333',
      customerName: 'Lee R.',
      product: 'AI Prompt Mastery Course',
      commissionCents: 2_659,
      reversedCents: 2_660,
      status: 'payable',
      date: '2026-10-20T10:00:00.000Z',
    },
    {
      id: 'ORD-44444444',
      customerName: 'Kim T.',
      product: 'AI Automation Blueprint',
      commissionCents: 0,
      reversedCents: 5_319,
      status: 'reversed',
      date: '2026-10-21T10:00:00.000Z',
    },
  ];
  // Read again with these figures: the page as the affiliate opens it.
  cleanup();
  await renderPage(<AffiliatePage />, ['/affiliates']);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Earnings' }));
  const panel = screen.getByRole('tabpanel');
  const figure = (label: string) => within(panel).getByText(label, { selector: 'dt' }).closest('div');
  expect(figure('Payable')).toHaveTextContent('$60.00');
  expect(figure('Reversed')).toHaveTextContent('$26.60');
  expect(figure('Next payout')).toHaveTextContent('Dec 15, 2026');
  const rows = within(panel).getAllByTestId('commission');
  expect(rows[0]).toHaveTextContent(/Lee R\..*\$26\.59 \(\$26\.60 reversed\).*Payable/);
  expect(rows[1]).toHaveTextContent(/Kim T\..*Reversed/);
});

test('a refreshed session (hourly) keeps the page as it is: no spinner, focus stays on the control', async () => {
  const copy = screen.getByRole('button', { name: 'Copy referral link for AI Automation Blueprint' });
  copy.focus();
  await act(async () => auth.emit('TOKEN_REFRESHED', { ...fakeSession(), access_token: 'b' }));
  // The figures are asked for again with the new token, while the ones shown stay.
  expect(api.requests.at(-1)).toMatchObject({ path: '/api/affiliate', authorization: 'Bearer b' });
  expect(copy).toBeInTheDocument();
  expect(copy).toHaveFocus();
  expect(screen.queryByText('Loading your referral code')).toBeNull();
});

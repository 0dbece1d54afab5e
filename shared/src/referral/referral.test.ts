import { cartTotals } from '../cart/cartLogic';
import { products } from '../catalogue';
import {
  REFERRAL_DISCOUNT_RATE,
  REFERRAL_MAX_AGE_MS,
  parseReferralCode,
  parseReferralLink,
  readReferralCookie,
  referralCookie,
  referralCookieValue,
  referredFirstPurchase,
} from './referral';

const known = new Set(products.map((p) => p.id));
const NOW = Date.UTC(2026, 10, 22, 12);

describe('referral code parsing', () => {
  it.each([
    ['ALEX30', 'ALEX30'],
    ['alex30', 'ALEX30'],
    [' Friend2026 ', 'FRIEND2026'],
    ['abc', 'ABC'],
  ])('accepts the short alphanumeric code %p', (raw, code) => {
    expect(parseReferralCode(raw)).toBe(code);
  });

  it.each([
    ['', 'empty'],
    ['ab', 'too short'],
    ['A'.repeat(25), 'too long'],
    ['alex-30', 'a dash'],
    ['<script>', 'markup'],
    ['ALEX 30', 'a space'],
    ['ALÉX30', 'a non-ASCII letter'],
  ])('ignores %p (%s)', (raw) => {
    expect(parseReferralCode(raw)).toBeNull();
  });

  it('ignores anything that is not a string', () => {
    expect(parseReferralCode(null)).toBeNull();
    expect(parseReferralCode(42)).toBeNull();
  });
});

describe('referral links', () => {
  it('reads the code and a known product', () => {
    expect(parseReferralLink('?ref=alex30&product=lead-tracker-app', known)).toEqual({
      code: 'ALEX30',
      productId: 'lead-tracker-app',
    });
  });

  it('ignores an unknown product id without losing the code', () => {
    expect(parseReferralLink('?ref=ALEX30&product=no-such-thing', known)).toEqual({ code: 'ALEX30', productId: null });
  });

  it('ignores an invalid code but still finds the product', () => {
    expect(parseReferralLink('?ref=%3Cb%3E&product=chatbot-builder-app', known)).toEqual({
      code: null,
      productId: 'chatbot-builder-app',
    });
  });

  it('is empty for a plain /shop visit', () => {
    expect(parseReferralLink('', known)).toEqual({ code: null, productId: null });
  });
});

describe('the referral cookie', () => {
  const header = (value: string) => `theme=dark; ar_ref=${value}; other=1`;

  it('is first-party, site-wide and lasts 60 days', () => {
    const cookie = referralCookie('ALEX30', NOW, true);
    expect(cookie).toContain(`ar_ref=ALEX30.${NOW}`);
    expect(cookie).toContain('Max-Age=5184000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(referralCookie('ALEX30', NOW, false)).not.toContain('Secure');
  });

  it('gives the code back within 60 days', () => {
    expect(readReferralCookie(header(referralCookieValue('ALEX30', NOW)), NOW)).toBe('ALEX30');
    expect(readReferralCookie(header(referralCookieValue('ALEX30', NOW)), NOW + REFERRAL_MAX_AGE_MS)).toBe('ALEX30');
  });

  it('has expired after 60 days', () => {
    expect(readReferralCookie(header(referralCookieValue('ALEX30', NOW)), NOW + REFERRAL_MAX_AGE_MS + 1)).toBeNull();
  });

  it.each([
    ['no cookie', 'theme=dark'],
    ['no time', 'ar_ref=ALEX30'],
    ['a bad code', `ar_ref=AL-EX.${NOW}`],
    ['a time from the future', `ar_ref=ALEX30.${NOW + 60_000}`],
    ['extra parts', `ar_ref=ALEX30.${NOW}.1`],
    ['a non-numeric time', 'ar_ref=ALEX30.soon'],
  ])('is ignored with %s', (_case, cookieHeader) => {
    expect(readReferralCookie(cookieHeader, NOW)).toBeNull();
  });
});

describe('cart totals with the referral discount', () => {
  const product = (price: number) => ({ ...products[0]!, price });

  it('takes 10% off the subtotal before the 8% tax', () => {
    const totals = cartTotals(
      [
        { product: product(197), quantity: 1 },
        { product: product(47), quantity: 2 },
      ],
      REFERRAL_DISCOUNT_RATE,
    );
    // subtotal 291, discount 29.10, taxable 261.90, tax 20.95, total 282.85
    expect(totals).toEqual({ subtotal: 291, discount: 29.1, tax: 20.95, total: 282.85 });
  });

  it('is zero on an empty cart and absent without a referral', () => {
    expect(cartTotals([], REFERRAL_DISCOUNT_RATE)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
    expect(cartTotals([{ product: product(100), quantity: 1 }]).discount).toBe(0);
  });
});

test("a referral's first purchase: the friend pays 10% less before tax, and the referrer earns 30% of that", () => {
  expect(referredFirstPurchase(197)).toEqual({ friendPaysCents: 17_730, commissionCents: 5_319 });
  expect(referredFirstPurchase(67)).toEqual({ friendPaysCents: 6_030, commissionCents: 1_809 });
});

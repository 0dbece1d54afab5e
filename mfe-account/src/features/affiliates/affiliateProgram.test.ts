import { parseReferralCode } from '@site/shared/referral';
import { affiliateProducts, referralLink } from './affiliateProgram';

test('referral links take the shape /shop?ref={code}&product={id}, safely encoded', () => {
  expect(referralLink('https://alexrivera.ai', 'PARTNER7Q2K', 'ai-prompt-mastery')).toBe(
    'https://alexrivera.ai/shop?ref=PARTNER7Q2K&product=ai-prompt-mastery',
  );
  expect(referralLink('http://localhost:3000/', 'a&b c', 'x')).toBe('http://localhost:3000/shop?ref=a%26b+c&product=x');
});

test("the server's codes are ones the shop accepts (eight letters and digits)", () => {
  expect(parseReferralCode('K7M3QX2A')).toBe('K7M3QX2A');
});

test('affiliate products come from the catalogue with what a friend pays first and the commission on it; unknown ids skipped', () => {
  expect(affiliateProducts(['automation-blueprint', 'no-such-product'])).toEqual([
    {
      id: 'automation-blueprint',
      name: 'AI Automation Blueprint',
      price: 297,
      category: 'courses',
      friendPaysCents: 26_730,
      commissionCents: 8_019,
    },
  ]);
});

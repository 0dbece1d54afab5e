import { parseReferralCode } from '@site/shared/referral';
import { affiliateProducts, commissionFor, referralLink } from './affiliateProgram';

test('referral links take the shape /shop?ref={code}&product={id}, safely encoded', () => {
  expect(referralLink('https://alexrivera.ai', 'PARTNER7Q2K', 'ai-prompt-mastery')).toBe(
    'https://alexrivera.ai/shop?ref=PARTNER7Q2K&product=ai-prompt-mastery',
  );
  expect(referralLink('http://localhost:3000/', 'a&b c', 'x')).toBe('http://localhost:3000/shop?ref=a%26b+c&product=x');
});

test("the server's codes are ones the shop accepts (eight letters and digits)", () => {
  expect(parseReferralCode('K7M3QX2A')).toBe('K7M3QX2A');
});

test('the commission is 30% of the price, in cents', () => {
  expect(commissionFor(197)).toBe(59.1);
  expect(commissionFor(67)).toBe(20.1);
  expect(commissionFor(97, 10)).toBe(9.7);
});

test('affiliate products come from the catalogue with their real price and skip unknown ids', () => {
  expect(affiliateProducts(['automation-blueprint', 'no-such-product'])).toEqual([
    {
      id: 'automation-blueprint',
      name: 'AI Automation Blueprint',
      price: 297,
      commission: 30,
      commissionAmount: 89.1,
      category: 'courses',
    },
  ]);
});

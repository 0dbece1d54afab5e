/** @jest-environment node */
// `npm run orders -- refund` as the owner reads it at the terminal (docs/orders.md, "Refunds").
import { describeRefund } from './refundReplies';
import { REFUND_USAGE } from './refundCommand';

it('a refund the guarantee refuses says which flag confirms the exception', () => {
  const said = describeRefund({
    error: 'Refund refused',
    code: 'outside-guarantee',
    message:
      'The 30-day money-back guarantee ended on 2026-12-02 (paid 2026-11-02). Confirm an exception to refund it anyway.',
  });
  expect(said).toBe(
    'Refund refused: The 30-day money-back guarantee ended on 2026-12-02 (paid 2026-11-02). ' +
      'Run it again with --exception to refund it anyway, recorded as an exception.',
  );
});

it("the usage states both of the shop's guarantees", () => {
  expect(REFUND_USAGE).toContain('30-day money-back guarantee for digital products and apps');
  expect(REFUND_USAGE).toContain('60-day implementation guarantee for AI solutions');
});

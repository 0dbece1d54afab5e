// GET /api/referrals/:code (docs/orders.md): whether an account owns a referral link's code, so the
// shop promises the friend's discount only for a code that gives it. The answer is the same shape
// for every code (200, `valid`), and a visitor may ask a few times a minute, no more.
import type { FastifyInstance } from 'fastify';
import { REFERRAL_CODE_PATTERN } from '@site/contract/pricing';
import { MINUTE, type RouteKit } from './replies';

export function registerReferralRoutes(app: FastifyInstance, kit: RouteKit): void {
  const { dataOr503, handle } = kit;
  app.get(
    '/api/referrals/:code',
    { config: { rateLimit: { max: 20, timeWindow: MINUTE } } },
    handle(async (request) => {
      const raw = (request.params as { code: string }).code;
      if (!REFERRAL_CODE_PATTERN.test(raw)) return { code: null, valid: false };
      const code = raw.toUpperCase();
      return { code, valid: await dataOr503().affiliates.codeExists(code) };
    }),
  );
}

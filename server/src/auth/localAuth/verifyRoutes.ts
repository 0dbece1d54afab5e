// The mailed links (docs/accounts.md, "Accounts and sign-in"): GET /verify (the link itself: the token is spent and the
// browser sent back to the site with the session in the URL fragment, or the error, as the hosted
// service does), POST /verify (supabase-js verifyOtp with the token hash), POST /resend (the
// confirmation again) and POST /recover (resetPasswordForEmail): rate-limited, the same answer for
// every address.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { normalizeEmail } from '../normalizeEmail';
import type { OneTimeKind } from '../store/oneTimeTokens';
import type { AccountFlows } from './accountFlows';
import { AuthError } from './authErrors';
import { parseBody } from './jsonBodies';
import { limitOf, type RateLimit } from './rateLimits';

interface VerifyRoutesOptions {
  flows: AccountFlows;
  /** Per client address, for POST /verify and /resend (GET /verify counts in `other`). */
  limit: RateLimit;
}

const KINDS: Record<string, OneTimeKind> = {
  signup: 'signup',
  email: 'signup',
  recovery: 'recovery',
  email_change: 'email_change',
};

const VerifyBody = v.looseObject({
  type: v.optional(v.nullable(v.string())),
  token_hash: v.optional(v.nullable(v.string())),
  token: v.optional(v.nullable(v.string())),
});
const ResendBody = v.looseObject({
  type: v.optional(v.nullable(v.string())),
  email: v.optional(v.nullable(v.string())),
});
const RecoverBody = v.looseObject({ email: v.optional(v.nullable(v.string())) });

const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const verifyRoutes: FastifyPluginAsync<VerifyRoutesOptions> = async (app, { flows, limit }) => {
  app.get('/verify', async (request, reply) => {
    const { token, type, redirect_to: redirectTo } = query(request);
    const target = flows.mails.redirectTarget(redirectTo);
    const kind = KINDS[text(type)];
    const result = kind ? await flows.verify(text(token), kind) : null;
    const fragment = result
      ? new URLSearchParams({
          access_token: result.session.access_token,
          expires_at: String(result.session.expires_at),
          expires_in: String(result.session.expires_in),
          refresh_token: result.session.refresh_token,
          token_type: 'bearer',
          type: text(type),
        })
      : new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        });
    return reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .redirect(`${target.split('#')[0]}#${fragment}`);
  });

  app.post('/verify', { config: { rateLimit: limitOf(limit) } }, async (request, reply) => {
    const body = parseBody(VerifyBody, request.body);
    const kind = KINDS[body.type ?? ''];
    if (!kind) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
    if (!body.token_hash) {
      throw new AuthError(
        400,
        'validation_failed',
        'Only token_hash is supported: this service mails links, not codes',
      );
    }
    const result = await flows.verify(body.token_hash, kind);
    if (!result) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    return reply.send({ ...result.session, user: result.session.user });
  });

  app.post('/resend', { config: { rateLimit: limitOf(limit) } }, async (request, reply) => {
    const body = parseBody(ResendBody, request.body);
    const email = normalizeEmail(body.email ?? '');
    if (body.type !== 'signup' && body.type !== 'email_change') {
      throw new AuthError(400, 'validation_failed', 'Resend supports the signup and email_change types');
    }
    if (!email) throw new AuthError(400, 'validation_failed', 'Resend requires an email');
    await flows.resend(email, body.type, query(request).redirect_to, request.log);
    return reply.send({});
  });

  app.post('/recover', { config: { rateLimit: limitOf(limit) } }, async (request, reply) => {
    const body = parseBody(RecoverBody, request.body);
    const email = normalizeEmail(body.email ?? '');
    if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
    await flows.recover(email, query(request).redirect_to, request.log);
    return reply.send({});
  });
};

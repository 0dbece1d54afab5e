// POST /token: sign-in with a password (a new session) and refresh (the session renewed, the
// refresh token rotated). An encapsulated plugin: it only adds its route, under the parent's hooks.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { normalizeEmail } from '../normalizeEmail';
import { spendPasswordCheck, verifyPassword } from '../passwords';
import { AuthError, invalidCredentials } from './authErrors';
import { parseBody } from './jsonBodies';
import { tokenRateLimit, type AuthRateLimits } from './rateLimits';
import type { EmailLimiter } from './emailLimits';
import type { Sessions } from './sessions';
import type { UserStore } from '../store/userStore';

interface TokenRoutesOptions {
  users: UserStore;
  sessions: Sessions;
  emailLimiter: EmailLimiter;
  /** AUTH_CONFIRM_EMAIL: an unconfirmed address cannot sign in. */
  confirmEmail: boolean;
  limits: AuthRateLimits;
}

const PasswordGrantBody = v.looseObject({
  email: v.optional(v.nullable(v.string())),
  password: v.optional(v.nullable(v.string())),
});
const RefreshGrantBody = v.looseObject({ refresh_token: v.optional(v.nullable(v.string())) });

export const tokenRoutes: FastifyPluginAsync<TokenRoutesOptions> = async (
  app,
  { users, sessions, emailLimiter, confirmEmail, limits },
) => {
  app.post('/token', { config: { rateLimit: tokenRateLimit(limits) } }, async (request, reply) => {
    const grant = (request.query as Record<string, unknown>).grant_type;
    if (grant === 'password') {
      const body = parseBody(PasswordGrantBody, request.body);
      const email = normalizeEmail(body.email ?? '');
      const password = body.password ?? '';
      if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
      if (email.length > 255 || password.length > 1024) throw invalidCredentials();
      // Per account as well as per client address: many addresses trying one account meet a limit.
      const wait = await emailLimiter.take('signIn', email);
      if (wait > 0) {
        throw new AuthError(
          429,
          'over_request_rate_limit',
          `Request rate limit reached. Try again in ${wait} seconds.`,
        );
      }
      const user = await users.byEmail(email);
      const ok = user ? await verifyPassword(password, user.passwordHash) : await spendPasswordCheck(password);
      if (!user || !ok) throw invalidCredentials();
      // Told only to whoever knows the password, as the hosted service does.
      if (confirmEmail && !user.emailConfirmedAt)
        throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      return reply.send(await sessions.start(user));
    }
    if (grant === 'refresh_token') {
      const body = parseBody(RefreshGrantBody, request.body);
      if (!body.refresh_token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
      return reply.send(await sessions.refresh(body.refresh_token));
    }
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  });
};

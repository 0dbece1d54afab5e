// POST /token: sign-in with a password (a new session) and refresh (the session renewed, the
// refresh token rotated). An encapsulated plugin: it only adds its route, under the parent's hooks.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { AuthDataFile } from '../authDataFile';
import { normalizeEmail } from '../normalizeEmail';
import { spendPasswordCheck, verifyPassword } from '../passwords';
import { AuthError, invalidCredentials } from './authErrors';
import { parseBody } from './jsonBodies';
import { tokenRateLimit, type AuthRateLimits } from './rateLimits';
import type { Sessions } from './sessions';
import { findUser } from './users';

interface TokenRoutesOptions {
  store: AuthDataFile;
  sessions: Sessions;
  limits: AuthRateLimits;
}

const PasswordGrantBody = v.looseObject({
  email: v.optional(v.nullable(v.string())),
  password: v.optional(v.nullable(v.string())),
});
const RefreshGrantBody = v.looseObject({ refresh_token: v.optional(v.nullable(v.string())) });

export const tokenRoutes: FastifyPluginAsync<TokenRoutesOptions> = async (app, { store, sessions, limits }) => {
  app.post('/token', { config: { rateLimit: tokenRateLimit(limits) } }, async (request, reply) => {
    const grant = (request.query as Record<string, unknown>).grant_type;
    if (grant === 'password') {
      const body = parseBody(PasswordGrantBody, request.body);
      const email = normalizeEmail(body.email ?? '');
      const password = body.password ?? '';
      if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
      if (email.length > 255 || password.length > 1024) throw invalidCredentials();
      const user = findUser(store.data, email);
      const ok = user ? await verifyPassword(password, user.passwordHash) : await spendPasswordCheck(password);
      if (!user || !ok) throw invalidCredentials();
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

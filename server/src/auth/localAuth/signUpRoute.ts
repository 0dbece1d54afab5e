// POST /signup: a new user, checked as the hosted service checks it. No mail is sent: the address
// counts as confirmed. An encapsulated plugin: it only adds its route, under the parent's hooks.
import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { AuthDataFile, StoredUser } from '../authDataFile';
import { normalizeEmail } from '../normalizeEmail';
import { hashPassword } from '../passwords';
import { AuthError, badJson } from './authErrors';
import { parseBody } from './jsonBodies';
import { limitOf, type RateLimit } from './rateLimits';
import { findUser, publicUser } from './users';

export const MIN_PASSWORD_LENGTH = 6;
/** GoTrue's limit (bcrypt reads 72 bytes); kept so that accounts move to the hosted service. */
export const MAX_PASSWORD_LENGTH = 72;

interface SignUpRouteOptions {
  store: AuthDataFile;
  limit: RateLimit;
  now: () => number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const SignUpBody = v.looseObject({
  email: v.optional(v.nullable(v.string())),
  password: v.optional(v.nullable(v.string())),
  data: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});

export const signUpRoute: FastifyPluginAsync<SignUpRouteOptions> = async (app, { store, limit, now }) => {
  app.post('/signup', { config: { rateLimit: limitOf(limit) } }, async (request, reply) => {
    const body = parseBody(SignUpBody, request.body);
    const email = normalizeEmail(body.email ?? '');
    const password = body.password ?? '';
    if (!email) throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
    if (email.length > 255 || !EMAIL.test(email)) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
    if (!password.trim()) {
      throw new AuthError(422, 'weak_password', 'Password cannot be made only of spaces.', {
        weak_password: { reasons: ['characters'] },
      });
    }
    if (password.length > MAX_PASSWORD_LENGTH) {
      throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
    const metadata = body.data ?? {};
    if (JSON.stringify(metadata).length > 4096) throw badJson('data: user metadata is too large');
    if (findUser(store.data, email)) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    const passwordHash = await hashPassword(password);
    // Checked again after the slow hash: two sign-ups for one address may have raced.
    if (findUser(store.data, email)) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    const at = new Date(now()).toISOString();
    const user: StoredUser = {
      id: crypto.randomUUID(),
      email,
      passwordHash,
      createdAt: at,
      updatedAt: at,
      lastSignInAt: null,
      userMetadata: metadata,
    };
    await store.change((data) => data.users.push(user));
    // The answer is the hosted one for a project that asks for confirmation (a user, no
    // session), so the visitor signs in next.
    return reply.send(publicUser(user));
  });
};

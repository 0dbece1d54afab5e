// POST /signup: a new user, checked as the hosted service checks it. With confirmation on (the
// default) its address gets a link to confirm, and a taken address gets the very same answer (its
// owner is told by mail). AUTH_CONFIRM_EMAIL=off: the address counts as confirmed at once and a
// taken one is refused, as before. An encapsulated plugin: it only adds its route.
import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { normalizeEmail } from '../normalizeEmail';
import type { StoredUser, UserStore } from '../store/userStore';
import { hashPassword } from '../passwords';
import { AuthError, badJson } from './authErrors';
import { parseBody } from './jsonBodies';
import { limitOf, type RateLimit } from './rateLimits';
import type { AccountFlows } from './accountFlows';
import { checkEmailFormat } from './emailRules';
import { newPasswordError } from './passwordRules';
import { pendingUser, publicUser } from './users';

interface SignUpRouteOptions {
  users: UserStore;
  flows: AccountFlows;
  limit: RateLimit;
  now: () => number;
}

const SignUpBody = v.looseObject({
  email: v.optional(v.nullable(v.string())),
  password: v.optional(v.nullable(v.string())),
  data: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});

export const signUpRoute: FastifyPluginAsync<SignUpRouteOptions> = async (app, { users, flows, limit, now }) => {
  app.post('/signup', { config: { rateLimit: limitOf(limit) } }, async (request, reply) => {
    const body = parseBody(SignUpBody, request.body);
    const email = normalizeEmail(body.email ?? '');
    const password = body.password ?? '';
    if (!email) throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
    checkEmailFormat(email);
    if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
    const weak = newPasswordError(password);
    if (weak) throw weak;
    const metadata = body.data ?? {};
    if (JSON.stringify(metadata).length > 4096) throw badJson('data: user metadata is too large');
    const taken = () => new AuthError(422, 'user_already_exists', 'User already registered');
    // Hashed first, whoever the address belongs to: the time taken tells nothing either.
    const passwordHash = await hashPassword(password);
    const redirectTo = (request.query as Record<string, unknown>).redirect_to;
    const answerTaken = async () => {
      const existing = await users.byEmail(email);
      if (!flows.confirmEmail || !existing) throw taken();
      await flows.afterTakenSignUp(existing, redirectTo, request.log);
      return reply.send(pendingUser(crypto.randomUUID(), email, new Date(now()).toISOString(), metadata));
    };
    if (await users.byEmail(email)) return answerTaken();
    const at = new Date(now()).toISOString();
    const user: StoredUser = {
      id: crypto.randomUUID(),
      email,
      passwordHash,
      createdAt: at,
      updatedAt: at,
      emailConfirmedAt: flows.confirmEmail ? null : at,
      newEmail: null,
      lastSignInAt: null,
      userMetadata: metadata,
    };
    // The unique address decides between two sign-ups that raced (on two instances too).
    if (!(await users.create(user))) return answerTaken();
    if (!flows.confirmEmail) return reply.send(publicUser(user));
    await flows.afterSignUp(user, redirectTo, request.log);
    return reply.send(pendingUser(user.id, email, at, metadata));
  });
};

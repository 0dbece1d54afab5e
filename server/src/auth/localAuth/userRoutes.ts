// The signed-in user's routes: GET /user (who the access token belongs to), PUT /user (a new
// password, address or profile data: userUpdates.ts) and POST /logout (end this session, the others
// or all). An encapsulated plugin: it only adds routes, under the parent's hooks.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AuthError } from './authErrors';
import { parseBody } from './jsonBodies';
import { limitOf, type RateLimit } from './rateLimits';
import type { SessionStore } from '../store/sessionStore';
import type { Sessions } from './sessions';
import type { UserUpdates } from './userUpdates';
import { publicUser } from './users';

interface UserRoutesOptions {
  store: SessionStore;
  sessions: Sessions;
  updates: UserUpdates;
  /** Limit of sign-outs (GET /user counts in the shared `other` bucket). */
  signOutLimit: RateLimit;
  /** Limit of changes (a current password is checked there). */
  updateLimit: RateLimit;
}

const UserChangeBody = v.looseObject({
  email: v.optional(v.nullable(v.string())),
  password: v.optional(v.nullable(v.string())),
  current_password: v.optional(v.nullable(v.string())),
  data: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});

const LogoutScope = v.picklist(['global', 'local', 'others']);

export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (
  app,
  { store, sessions, updates, signOutLimit, updateLimit },
) => {
  app.get('/user', async (request, reply) => {
    const { user } = await sessions.authenticate(request);
    return reply.send(publicUser(user));
  });

  app.put('/user', { config: { rateLimit: limitOf(updateLimit) } }, async (request, reply) => {
    const body = parseBody(UserChangeBody, request.body);
    const { user, session } = await sessions.authenticate(request);
    const redirectTo = (request.query as Record<string, unknown>).redirect_to;
    return reply.send(publicUser(await updates.apply(user, session, body, redirectTo, request.log)));
  });

  app.post('/logout', { config: { rateLimit: limitOf(signOutLimit) } }, async (request, reply) => {
    const scopeResult = v.safeParse(LogoutScope, (request.query as Record<string, unknown>).scope ?? 'global');
    if (!scopeResult.success) {
      throw new AuthError(400, 'validation_failed', 'Unsupported scope: use global, local or others');
    }
    const { user, session } = await sessions.authenticate(request);
    const scope = scopeResult.output;
    const ids = (await store.idsOfUser(user.id)).filter((id) =>
      scope === 'global' ? true : scope === 'local' ? id === session.id : id !== session.id,
    );
    await sessions.end(ids);
    return reply.code(204).send();
  });
};

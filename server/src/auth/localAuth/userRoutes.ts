// The signed-in user's routes: GET /user (who the access token belongs to) and POST /logout (end
// this session, the others or all). An encapsulated plugin: it only adds routes, under the
// parent's hooks.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { AuthDataFile } from '../authDataFile';
import { AuthError } from './authErrors';
import { limitOf, type RateLimit } from './rateLimits';
import type { Sessions } from './sessions';
import { publicUser } from './users';

interface UserRoutesOptions {
  store: AuthDataFile;
  sessions: Sessions;
  /** Limit of sign-outs (GET /user counts in the shared `other` bucket). */
  signOutLimit: RateLimit;
}

const LogoutScope = v.picklist(['global', 'local', 'others']);

export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (app, { store, sessions, signOutLimit }) => {
  app.get('/user', async (request, reply) => {
    const { user } = await sessions.authenticate(request);
    return reply.send(publicUser(user));
  });

  app.post('/logout', { config: { rateLimit: limitOf(signOutLimit) } }, async (request, reply) => {
    const scopeResult = v.safeParse(LogoutScope, (request.query as Record<string, unknown>).scope ?? 'global');
    if (!scopeResult.success) {
      throw new AuthError(400, 'validation_failed', 'Unsupported scope: use global, local or others');
    }
    const { user, session } = await sessions.authenticate(request);
    const scope = scopeResult.output;
    const ids = new Set(
      store.data.sessions
        .filter((s) => s.userId === user.id)
        .filter((s) => (scope === 'global' ? true : scope === 'local' ? s.id === session.id : s.id !== session.id))
        .map((s) => s.id),
    );
    await sessions.end(ids);
    return reply.code(204).send();
  });
};

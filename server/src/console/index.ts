// The console room (docs/console.md): /api/console/..., what the operations console (mfe-admin)
// reads and asks for. Who is asking is checked first, on every route, before the body is read:
// anyone without a role gets the same 404 as a path that does not exist. Its one entrance
// (docs/server.md).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleMe } from '@site/contract/console';
import { sendNotFound } from '../access';
import { accountOf, CONSOLE_BODY_LIMIT, rememberAccount, type ConsoleOptions } from './consoleRequest';
import { registerHealthConsole } from './healthConsole';
import { registerReleaseConsole } from './releaseConsole';
import { registerRolloutConsole } from './rolloutConsole';
import { registerShopConsole } from './shopConsole';

export type { ConsoleOptions };

function sendBodyError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply
      .code(413)
      .send({ error: 'Request too large', message: `At most ${CONSOLE_BODY_LIMIT} bytes of JSON.` });
  }
  if (error.code?.startsWith('FST_ERR_CTP_') || error.statusCode === 400) {
    return reply.code(400).send({ error: 'Invalid request', message: 'The request must be a JSON object.' });
  }
  if (error.statusCode === 429) return reply.code(429).send({ error: 'Too many requests', message: error.message });
  throw error;
}

/** The console's API, under /api/console (an encapsulated plugin: its check is its own). */
export async function consolePlugin(app: FastifyInstance, options: ConsoleOptions): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const account = await options.access.account(request, reply);
    if (!account) return reply;
    rememberAccount(request, account);
  });
  app.setErrorHandler(sendBodyError);
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));

  app.get('/me', async (request): Promise<ConsoleMe> => {
    const account = accountOf(request);
    return {
      email: account.email,
      roles: account.roles,
      remotes: options.remoteNames.filter((remote) => account.allows(remote)),
      // The shop's pages are the owner's alone.
      sections: options.shop && account.roles.includes('owner') ? ['releases', 'speed', 'shop'] : ['releases', 'speed'],
    };
  });

  registerReleaseConsole(app, options);
  registerRolloutConsole(app, options);
  registerHealthConsole(app, options);
  if (options.shop) registerShopConsole(app, options.shop);
}

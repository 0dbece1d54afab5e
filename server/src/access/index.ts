// The access room (docs/console.md): who may use the operations console. Roles in the database
// (`owner`, `team:<remote>`), OWNER_EMAILS granted at start, `npm run access` and its HTTP side, and
// the check every console route makes first. Its one entrance (docs/server.md).
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { registerAccessApi, writeAccessToken } from './accessApi';
import type { ConsoleAccess } from './consoleAccess';

export { createConsoleAccess, sendNotFound, type ConsoleAccess, type ConsoleAccount } from './consoleAccess';
export { peopleOf } from './roleStore';

export interface AccessOptions {
  config: Pick<ServerConfig, 'remoteNames' | 'data'>;
  access: ConsoleAccess;
}

/** `npm run access` through the server that holds the embedded database. */
export const accessPlugin = fp<AccessOptions>(
  async (app, { config, access }) => {
    if (config.data.databaseUrl) return;
    registerAccessApi(app, {
      token: writeAccessToken(config.data.dataDir),
      remoteNames: config.remoteNames,
      roles: access.roles,
    });
  },
  { name: 'access', dependencies: ['platform'] },
);

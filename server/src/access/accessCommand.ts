// The console's roles from the command line (docs/console.md):
//   npm run access -- grant <email> owner|team:<remote>
//   npm run access -- revoke <email> owner|team:<remote>
//   npm run access -- list
// On the database the server uses (DATA_DIR, DATABASE_URL); while a running server holds the
// embedded one, through that server (DATA_DIR/access-token, from this machine only), as the release
// commands do. RELEASE_ACTOR (or user@host) is recorded as who changed a role.
import os from 'node:os';
import { migrate, openDatabase, readLockOwner } from '../db';
import { readConfig, registry } from '../config';
import { readAccessToken } from './accessApi';
import { accessArgs } from './accessArgs';
import { createRoleStore, parseRole, type RoleChange, type RoleGrant } from './roleStore';

const remoteNames = Object.keys(registry.remotes);
const USAGE = `Usage:
  npm run access -- grant <email> owner|team:<remote>
  npm run access -- revoke <email> owner|team:<remote>
  npm run access -- list
Remotes: ${remoteNames.join(', ')}.`;

interface AccessOperations {
  change(verb: 'grant' | 'revoke', email: string, role: string, actor: string): Promise<RoleChange>;
  list(): Promise<RoleGrant[]>;
  close(): Promise<void>;
}

function overHttp(url: string, token: string): AccessOperations {
  const call = async <T>(method: 'GET' | 'POST', body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/api/admin/access`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) throw new Error(answer?.message ?? `The server at ${url} answered ${response.status}.`);
    return answer as T;
  };
  return {
    change: (verb, email, role, actor) => call('POST', { verb, email, role, actor }),
    list: async () => (await call<{ grants: RoleGrant[] }>('GET')).grants,
    close: async () => undefined,
  };
}

async function operations(): Promise<AccessOperations> {
  const config = readConfig();
  const { dataDir, databaseUrl } = config.data;
  const owner = databaseUrl ? null : readLockOwner(dataDir);
  if (owner) {
    const token = readAccessToken(dataDir);
    if (!owner.url || !token) {
      throw new Error(
        `The embedded database in ${dataDir} is held by process ${owner.pid} (${owner.role}), which does not answer for roles. Stop it, or run this again once it has started.`,
      );
    }
    return overHttp(owner.url, token);
  }
  const db = await openDatabase(config.data);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const store = createRoleStore(db);
  return {
    change: (verb, email, role, actor) =>
      verb === 'grant' ? store.grant(email, role, actor) : store.revoke(email, role, actor),
    list: () => store.list(),
    close: () => db.close(),
  };
}

async function main(): Promise<void> {
  const args = accessArgs(process.argv.slice(2));
  if (args.kind === 'list') {
    const ops = await operations();
    try {
      const grants = await ops.list();
      if (grants.length === 0) console.log('No one has a role in the console.');
      for (const grant of grants) {
        console.log(`${grant.email.padEnd(40)} ${grant.role.padEnd(20)} ${grant.grantedAt}  by ${grant.grantedBy}`);
      }
    } finally {
      await ops.close();
    }
    return;
  }
  if (args.kind === 'usage') {
    if (args.problem) console.error(args.problem);
    console.log(USAGE);
    process.exitCode = args.problem === null && process.argv[2] ? 0 : 1;
    return;
  }
  const { verb, email, role } = args;
  const checked = parseRole(role, remoteNames);
  const actor = readConfig().releases.actor ?? `${os.userInfo().username}@${os.hostname()}`;
  const ops = await operations();
  try {
    const { changed } = await ops.change(verb, email, checked, actor);
    const done = verb === 'grant' ? `${email} is ${checked}` : `${email} is no longer ${checked}`;
    console.log(changed ? `${done}.` : `Nothing changed: ${done} already.`);
  } finally {
    await ops.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

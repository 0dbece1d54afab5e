// The releases side of the server (docs/releases.md): at start it publishes what `npm run build`
// built as a release of each remote (the same build, the same id, on every instance) and makes it
// live when it is new; it keeps /remotes.json on the live releases; and it answers the release
// commands over HTTP when they cannot open the database themselves (the embedded PGlite is this
// process's alone), each remote with its own secret token, so a team moves only its own section.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { ActivationRefusedError, parseShellContract, type ShellContract } from './contract';
import {
  ActivationConflictError,
  createReleaseRegistry,
  UnknownReleaseError,
  type ReleaseRegistry,
} from './releaseRegistry';
import {
  buildReleaseId,
  CONTRACT_FILE,
  digestOf,
  hasRelease,
  readBuild,
  releaseDir,
  RELEASE_ID,
  writeRelease,
} from './releaseStore';

/** The shell's contract (the shared singletons it provides), written by its build. */
export function readShellContract(shellDist: string): ShellContract {
  const file = path.join(shellDist, CONTRACT_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build".`);
  return parseShellContract(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

// --- Tokens: one secret per remote, for the HTTP side of the release commands. ---

export const releaseTokenFile = (dataDir: string, remote: string) => path.join(dataDir, 'release-tokens', remote);

/** RELEASE_TOKEN_<REMOTE>, else the token file (made, readable by its owner only, when missing). */
export function releaseToken(env: NodeJS.ProcessEnv, dataDir: string, remote: string, create: boolean): string | null {
  const fromEnv = env[`RELEASE_TOKEN_${remote.toUpperCase()}`]?.trim();
  if (fromEnv) return fromEnv;
  const file = releaseTokenFile(dataDir, remote);
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch {
    if (!create) return null;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const token = crypto.randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch {
    // Another instance on the same data folder wrote it first.
    return fs.readFileSync(file, 'utf8').trim() || null;
  }
}

const sha = (value: string) => crypto.createHash('sha256').update(value).digest();
const tokenMatches = (expected: string, given: string) => crypto.timingSafeEqual(sha(expected), sha(given));

// --- Publishing the server's own build. ---

export interface BuiltRemote {
  remote: string;
  distDir: string;
}

/**
 * Publishes each remote's build (its dist folder) as a release of its own and makes it live when the
 * registry has never seen it (a new `npm run build`) or the remote has no live release. A build the
 * registry knows leaves the pointer where the operators put it (a rollback survives a restart).
 */
export async function publishBuilds(
  registry: ReleaseRegistry,
  store: string,
  builds: readonly BuiltRemote[],
  logger: Logger,
): Promise<void> {
  const live = await registry.live();
  for (const { remote, distDir } of builds) {
    try {
      const contract = readBuild(distDir, remote);
      const digest = digestOf(distDir);
      const known = await registry.findByDigest(remote, digest);
      const id = known?.id ?? buildReleaseId(digest);
      if (!hasRelease(store, remote, id)) {
        try {
          writeRelease(store, remote, id, distDir);
        } catch (error) {
          // Another instance sharing the store wrote it at the same moment.
          if (!hasRelease(store, remote, id)) throw error;
        }
      }
      if (known) {
        if (!live[remote]) await registry.activate(remote, id, 'server start (the built release)', 'build');
        continue;
      }
      await registry.record({ id, remote, commit: null, digest, createdBy: 'npm run build', contract });
      if (live[remote]?.releaseId !== id) {
        const move = await registry.activate(remote, id, 'server start (a new build)', 'build');
        logger.info({ remote, from: move.from, to: move.to }, 'a new build of the remote is live');
      }
    } catch (error) {
      logger.error({ err: error, remote }, `the build of "${remote}" could not be published as a release`);
    }
  }
}

// --- The HTTP side of the release commands. ---

const RecordBody = v.object({
  id: v.pipe(v.string(), v.regex(RELEASE_ID)),
  commit: v.nullable(v.pipe(v.string(), v.maxLength(80))),
  createdBy: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
});
const ActivateBody = v.object({
  id: v.pipe(v.string(), v.regex(RELEASE_ID)),
  actor: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  /** A canary: serve it to this share of visitors only (docs/releases.md). */
  percent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
});
const RollbackBody = v.object({ actor: v.pipe(v.string(), v.minLength(1), v.maxLength(120)) });

export interface ReleaseApiOptions {
  remoteNames: readonly string[];
  /** Where the tokens are (DATA_DIR/release-tokens). */
  dataDir: string;
  /** The release store (releaseStoreDir). */
  store: string;
  env: NodeJS.ProcessEnv;
  registry: () => ReleaseRegistry | null;
  /** Called after this instance moved a pointer: serve it at once. */
  onMove: () => Promise<void>;
}

/** Maps the registry's errors to answers the command prints as they are. */
export function sendReleaseError(reply: FastifyReply, error: unknown) {
  if (error instanceof ActivationRefusedError) {
    return reply.code(409).send({ error: 'Activation refused', message: error.message, problems: error.problems });
  }
  if (error instanceof UnknownReleaseError) return reply.code(404).send({ error: 'Not found', message: error.message });
  if (error instanceof ActivationConflictError)
    return reply.code(409).send({ error: 'Conflict', message: error.message });
  return reply.code(400).send({ error: 'Refused', message: (error as Error).message });
}

export function registerReleaseApi(app: FastifyInstance, options: ReleaseApiOptions): void {
  const tokens = Object.fromEntries(
    options.remoteNames.map((remote) => [remote, releaseToken(options.env, options.dataDir, remote, true) ?? '']),
  );
  const limited = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

  /** The registry, once the caller has shown the token of this remote; null when answered already. */
  const authorise = (remote: string, authorization: string | undefined, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    const expected = tokens[remote];
    // Unknown remote and wrong token answer alike, in the same time.
    if (!tokenMatches(expected ?? crypto.randomUUID(), given) || !expected) {
      void reply.code(401).send({ error: 'Unauthorised', message: `This needs the release token of "${remote}".` });
      return null;
    }
    const registry = options.registry();
    if (!registry) {
      void reply.code(503).send({ error: 'Unavailable', message: 'The database cannot be reached.' });
      return null;
    }
    return registry;
  };

  const body = <T>(schema: v.GenericSchema<unknown, T>, data: unknown) => {
    const result = v.safeParse(schema, data);
    if (!result.success) throw new Error(`Invalid request: ${result.issues[0]?.message ?? 'bad shape'}`);
    return result.output;
  };

  app.get<{ Params: { remote: string } }>('/api/admin/releases/:remote', limited, async (request, reply) => {
    const registry = authorise(request.params.remote, request.headers.authorization, reply);
    if (!registry) return reply;
    return registry.history(request.params.remote);
  });

  app.get<{ Params: { remote: string; id: string } }>(
    '/api/admin/releases/:remote/:id',
    limited,
    async (request, reply) => {
      const registry = authorise(request.params.remote, request.headers.authorization, reply);
      if (!registry) return reply;
      const release = await registry.find(request.params.remote, request.params.id);
      return release ?? sendReleaseError(reply, new UnknownReleaseError(request.params.remote, request.params.id));
    },
  );

  /**
   * A move of the registry by a remote's team: its token first, then the action; what the registry
   * refuses is answered as the command prints it (sendReleaseError).
   */
  const move = (
    url: string,
    action: (remote: string, registry: ReleaseRegistry, data: unknown, reply: FastifyReply) => Promise<unknown>,
  ) =>
    app.post<{ Params: { remote: string } }>(url, limited, async (request, reply) => {
      const { remote } = request.params;
      const registry = authorise(remote, request.headers.authorization, reply);
      if (!registry) return reply;
      try {
        return await action(remote, registry, request.body, reply);
      } catch (error) {
        return sendReleaseError(reply, error);
      }
    });

  move('/api/admin/releases/:remote', async (remote, registry, data, reply) => {
    const { id, commit, createdBy } = body(RecordBody, data);
    // The files are the truth: the contract and digest are read from the store, not the request.
    const dir = releaseDir(options.store, remote, id);
    if (!hasRelease(options.store, remote, id)) throw new Error(`The store has no files for release ${id}.`);
    const release = await registry.record({
      id,
      remote,
      commit,
      createdBy,
      digest: digestOf(dir),
      contract: readBuild(dir, remote),
    });
    return reply.code(201).send(release);
  });

  move('/api/admin/releases/:remote/activate', async (remote, registry, data) => {
    const { id, actor, percent } = body(ActivateBody, data);
    const moved =
      percent === undefined
        ? await registry.activate(remote, id, actor)
        : await registry.canary(remote, id, percent, actor);
    await options.onMove();
    return moved;
  });

  move('/api/admin/releases/:remote/rollback', async (remote, registry, data) => {
    const { actor } = body(RollbackBody, data);
    const moved = await registry.rollback(remote, actor);
    await options.onMove();
    return moved;
  });
}

/** One registry per open database (the shop service reconnects after an outage). */
export function registryFor(shell: ShellContract): (db: Database | null) => ReleaseRegistry | null {
  let cached: { db: Database; registry: ReleaseRegistry } | null = null;
  return (db) => {
    if (!db) return null;
    if (cached?.db !== db) cached = { db, registry: createReleaseRegistry(db, () => shell) };
    return cached.registry;
  };
}

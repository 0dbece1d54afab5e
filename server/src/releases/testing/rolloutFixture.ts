// A registry with two releases of the shop (s1 live, s2 the candidate), rollouts over it and a
// health source the test feeds with readings of its own (the telemetry's shape), on PGlite and on
// Postgres (TEST_DATABASE_URL). `second` is another instance on the same database; `restart` closes
// the database and opens it again, as a restarted server would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { ReleaseHealth } from '@site/contract/health';
import type { RolloutView } from '@site/contract/rollout';
import { migrate, openDatabase, type Database } from '../../db';
import {
  announceMissingPostgres,
  freshSchemaUrl,
  pgliteTemplate,
  testDatabaseUrl,
} from '../../db/testing/testDatabases';
import type { RemoteContract, ShellContract } from '../contract';
import { createReleaseRegistry, type ReleaseRegistry } from '../releaseRegistry';
import { createRolloutRunner, type RolloutRunner } from '../rolloutRunner';
import { createRollouts, type Rollouts } from '../rollouts';

const shell: ShellContract = { schema: 1, kind: 'shell', provides: { react: '19.3.1' } };
const contract: RemoteContract = {
  schema: 2,
  kind: 'remote',
  remote: 'shop',
  exposes: ['./routes'],
  needs: { react: '^19.0.0' },
  manifest: { name: 'shop', label: 'shop', routes: ['/shop/*'], pages: [] },
};

export interface Instance {
  db: Database;
  registry: ReleaseRegistry;
  rollouts: Rollouts;
  runner: RolloutRunner;
}

export interface RolloutFixture {
  first: () => Instance;
  second: () => Instance;
  /** What the health source answers (it throws while `failing`), and every window it was asked for. */
  readings: ReleaseHealth[];
  failing: boolean;
  windows: { since: Date; until: Date }[];
  /** What the runners told of their decisions (the alerts' input), in order. */
  told: RolloutView[];
  restart(): Promise<void>;
  close(): Promise<void>;
}

export const reading = (release: string, cohort: 'canary' | 'stable', sessions: number, errored = 0) => ({
  remote: 'shop',
  release,
  cohort,
  sessions,
  erroredSessions: errored,
  p75: { lcp: 1_500, inp: 90, cls: 0.01 },
  topErrors: [],
});

interface Opener {
  name: string;
  open: () => Promise<[Database, Database]>;
  cleanUp: () => Promise<void>;
}

function openers(): Opener[] {
  announceMissingPostgres('the rollouts on Postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollouts-test-'));
  const pglite: Opener = {
    name: 'pglite',
    // One process holds PGlite: the "second instance" shares its database (its own runner).
    open: async () => {
      const db = await openDatabase({ dataDir: dir, pgliteTemplate });
      return [db, db];
    },
    cleanUp: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
  if (!testDatabaseUrl) return [pglite];
  let fresh: Awaited<ReturnType<typeof freshSchemaUrl>> | null = null;
  const postgres: Opener = {
    name: 'postgres',
    open: async () => {
      fresh ??= await freshSchemaUrl(testDatabaseUrl);
      const settings = { dataDir: os.tmpdir(), databaseUrl: fresh.url, poolSize: 4 };
      return [await openDatabase(settings), await openDatabase(settings)];
    },
    cleanUp: async () => fresh?.drop(),
  };
  return [pglite, postgres];
}

export const rolloutDatabases = () => openers().map((opener) => ({ name: opener.name, opener }));

export async function rolloutFixture({ opener }: { opener: Opener }): Promise<RolloutFixture> {
  const fed: Pick<RolloutFixture, 'readings' | 'windows' | 'failing' | 'told'> = {
    readings: [],
    windows: [],
    failing: false,
    told: [],
  };
  const logger = pino({ level: 'silent' });
  const instance = (db: Database): Instance => {
    const rollouts = createRollouts({ db: () => db, shell: () => shell });
    const health = async (_remote: string, window: { since: Date; until: Date }) => {
      fed.windows.push(window);
      if (fed.failing) throw new Error('telemetry unreachable');
      return fed.readings;
    };
    const onDecided = async (view: RolloutView) => fed.told.push(view);
    const runner = createRolloutRunner({ db: () => db, rollouts, health, logger, onDecided });
    return { db, registry: createReleaseRegistry(db, () => shell), rollouts, runner };
  };
  let dbs = await opener.open();
  await migrate(dbs[0]);
  let instances = dbs.map(instance);
  const registry = instances[0]!.registry;
  for (const id of ['s1', 's2']) {
    await registry.record({ id, remote: 'shop', commit: null, digest: `d-${id}`, createdBy: 'test', contract });
  }
  await registry.activate('shop', 's1', 'test');
  const closeAll = async () => {
    for (const db of new Set(dbs)) await db.close();
  };
  return Object.assign(fed, {
    first: () => instances[0]!,
    second: () => instances[1]!,
    restart: async () => {
      await closeAll();
      dbs = await opener.open();
      instances = dbs.map(instance);
    },
    close: async () => {
      await closeAll();
      await opener.cleanUp();
    },
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface RunningSite {
  close: () => Promise<void>;
  urls: Record<string, string>;
  servers: Record<string, { close: () => Promise<void> }>;
}

/**
 * The environment of a test site: the local auth service with a throw-away data folder (never the
 * repository's data/), whatever hosted project the developer's shell may point at.
 */
export function testSiteEnv(port: number): {
  env: Record<string, string>;
  outboxDir: string;
  removeData: () => void;
} {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-auth-'));
  return {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH: 'local',
      AUTH_DATA_DIR: dataDir,
      // The shop's embedded database and outbox too: each test site has its own.
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      AUTH_JWT_SECRET: '',
      // The request log would bury the test output: problems only.
      LOG_LEVEL: 'warn',
    },
    outboxDir: path.join(dataDir, 'outbox'),
    removeData: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Starts the production server (server/dist) on the given base port. */
export async function startSite(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningSite & { outboxDir: string }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built server is CommonJS
  const server = require(path.resolve(__dirname, '..', '..', 'server', 'dist', 'main.js')) as {
    startSite: (env: NodeJS.ProcessEnv) => Promise<RunningSite>;
  };
  const { env, outboxDir, removeData } = testSiteEnv(port);
  try {
    const site = await server.startSite({ ...process.env, ...env, ...extraEnv });
    return {
      ...site,
      outboxDir,
      close: async () => {
        await site.close();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}

import path from 'node:path';

interface RunningSite {
  close: () => Promise<void>;
  urls: Record<string, string>;
  servers: Record<string, { close: () => Promise<void> }>;
}

/** Starts the production server (server/dist) on the given base port. */
export async function startSite(port: number, extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built server is CommonJS
  const server = require(path.resolve(__dirname, '..', '..', 'server', 'dist', 'main.js')) as {
    startSite: (env: NodeJS.ProcessEnv) => Promise<RunningSite>;
  };
  return server.startSite({ ...process.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1' });
}

import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

interface Registry {
  shell: { dir: string; portOffset: number };
  remotes: Record<string, { dir: string; portOffset: number }>;
  basePort: number;
}

// The same registry the webpack helper reads: one list of remotes for build, dev and serve.
export const registry: Registry = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'webpack', 'remotes.json'), 'utf8'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with webpack
const runtimeConfigModule: { buildRuntimeConfig: (o?: { host?: string; basePort?: number }) => unknown } = require(
  path.join(REPO_ROOT, 'webpack', 'runtimeConfig.js'),
);

export interface ServerConfig {
  host: string;
  /** Host name used in the URLs handed to the browser. */
  publicHost: string;
  port: number;
  remotePort: (name: string) => number;
  distDir: (packageDir: string) => string;
}

function parsePort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT, registry.basePort);
  return {
    host: env.HOST || '0.0.0.0',
    publicHost: env.PUBLIC_HOST || 'localhost',
    port,
    remotePort: (name) => port + (registry.remotes[name]?.portOffset ?? 0),
    distDir: (packageDir) => path.join(REPO_ROOT, packageDir, 'dist'),
  };
}

export function buildRuntimeConfig(config: ServerConfig): unknown {
  return runtimeConfigModule.buildRuntimeConfig({ host: config.publicHost, basePort: config.port });
}

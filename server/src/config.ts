import fs from 'node:fs';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './serverBasics';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

interface Registry {
  shell: { dir: string; portOffset: number };
  remotes: Record<string, { dir: string; portOffset: number }>;
  basePort: number;
  /** The remote that deploys the /content files the shell's origin serves. */
  contentRemote: string;
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
  /** TRUST_PROXY: which proxies' X-Forwarded-For/-Proto to believe (client address, https). */
  trustProxy: TrustProxy;
  /** LOG_LEVEL: pino level of the request and event log (default info; silent for none). */
  logLevel: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: parseLogLevel(env.LOG_LEVEL),
  };
}

function parseLogLevel(value: string | undefined): string {
  const level = (value ?? '').trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}").`);
  return level;
}

export function buildRuntimeConfig(config: ServerConfig): unknown {
  return runtimeConfigModule.buildRuntimeConfig({ host: config.publicHost, basePort: config.port });
}

import path from 'node:path';
import * as topology from '../../topology';
import { parseTrustProxy, type TrustProxy } from './serverBasics';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

// The site's topology (which remotes, their folders and ports), read through its one reader as the
// build reads it; the server reads no file of the build (docs/architecture.md, "The folders").
export const { registry } = topology;

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
    remotePort: (name) => topology.portOf(name as topology.RemoteName, port),
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

/**
 * REMOTE_<NAME>_URL: a manifest URL that pins a remote wherever it lives (a static host, a CDN);
 * a pin wins over the release registry (docs/releases.md).
 */
export function remotePins(env: NodeJS.ProcessEnv, remoteNames: readonly string[]): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const name of remoteNames) {
    const url = env[`REMOTE_${name.toUpperCase()}_URL`]?.trim();
    if (url) pins[name] = url;
  }
  return pins;
}

/**
 * RELEASES_BASE_URL: where a static host or CDN serves the release store (RELEASES_DIR), so the
 * page loads <base>/<remote>/<id>/mf-manifest.json from there rather than from the remote's origin
 * here (docs/releases.md). Only http(s); anything else is refused at start.
 */
export function releasesBaseUrl(env: NodeJS.ProcessEnv): string | null {
  const value = env.RELEASES_BASE_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`RELEASES_BASE_URL is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('RELEASES_BASE_URL must be http(s).');
  return url.toString().replace(/\/+$/, '');
}

/** REMOTE_LOAD_TIMEOUT_MS: how long the page waits for a remote before it says it could not load. */
export function remoteLoadTimeout(env: NodeJS.ProcessEnv): number | undefined {
  const timeout = Number(env.REMOTE_LOAD_TIMEOUT_MS);
  return Number.isInteger(timeout) && timeout >= 100 && timeout <= 120000 ? timeout : undefined;
}

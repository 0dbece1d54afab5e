// The server's configuration, read and checked once from the environment into one typed object
// (docs/server.md). No other module reads the environment: each room gets the
// part of this object it needs. A bad value stops the start with the variable's name and what it
// expects.
import path from 'node:path';
import * as topology from '../../../topology';
import { InvalidSetting, type TrustProxy } from './parsers';
import { refusedPortProblem } from './ports';
import { REMOTE_SETTINGS, SETTINGS, type RemoteSettings, type Settings, type SettingDefinition } from './settings';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The site's topology (which remotes, their folders and ports), read through its one reader. */
export const { registry } = topology;

export const LOCAL_AUTH_PORT_OFFSET = 6;

export type Environment = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Which authentication backend the site uses (auth/ starts it). */
export type AuthSettings =
  | { mode: 'hosted'; url: string; anonKey: string; jwtSecret?: string }
  | { mode: 'off' }
  | {
      mode: 'local';
      port: number;
      /** Interface it listens on (AUTH_HOST; default loopback: it is a development service). */
      host: string;
      /** Address the browser uses. */
      publicUrl: string;
      dataDir: string;
      secretFromEnv?: string;
      allowedOrigins: string[];
      /** AUTH_CONFIRM_EMAIL: a new address must be confirmed before it signs in. */
      confirmEmail: boolean;
      /** The site's address (SITE_ORIGIN): the mailed links open its pages. */
      siteUrl: string;
      /** How the service's mails leave (SMTP_URL, or the outbox). */
      mail: { smtpUrl?: string; from: string; outboxDir: string };
    };

export interface ServerConfig {
  repoRoot: string;
  remoteNames: string[];
  /** From the topology: the site's public address (sitemap) and the remote that deploys /content. */
  site: { url: string; contentRemote: string };
  /** The shell's and each remote's production build (<package>/dist). */
  distDirs: { shell: string; remotes: Record<string, string> };
  http: {
    host: string;
    port: number;
    /** Host name used in the URLs handed to the browser. */
    publicHost: string;
    remotePorts: Record<string, number>;
    /** The address visitors use (payment returns, receipts, preview links). */
    siteOrigin: string;
    trustProxy: TrustProxy;
    logLevel: string;
    shutdownTimeoutMs: number;
    /** Shared rate-limit counts. */
    redisUrl?: string;
  };
  pages: { prerendered: boolean; remoteLoadTimeoutMs?: number };
  releases: {
    /** REMOTE_<NAME>_URL: manifest URLs that win over the registry. */
    pins: Record<string, string>;
    storeDir: string;
    baseUrl: string | null;
    tokens: Record<string, string | undefined>;
    previewSecret?: string;
    /** Who the release commands record (RELEASE_ACTOR); they name the user and host without it. */
    actor?: string;
  };
  data: { dataDir: string; databaseUrl?: string; poolSize: number; pgliteTemplate?: string };
  auth: AuthSettings;
  payments: {
    stripeSecretKey?: string;
    stripeWebhookSecret?: string;
    stripeApiBase?: string;
    simulationSecret?: string;
  };
  /** The site's one mail writer (docs/data.md): by SMTP_URL, else `.eml` files in DATA_DIR/outbox. */
  mail: { smtpUrl?: string; outboxDir: string };
  /** Who receipts and refund receipts come from (RECEIPT_FROM); they go through `mail`. */
  receipts: { from: string };
  orders: { rateLimit: number };
  /** Release health: the pages' reports (TELEMETRY, docs/releases.md). */
  telemetry: { enabled: boolean };
  /**
   * The operations console: the accounts made owners at start (OWNER_EMAILS), and who a rollout's
   * alerts to a remote's owners and team come from (docs/console.md, "Alerts").
   */
  console: { ownerEmails: string[]; alertFrom: string };
}

function parseOne<T>(definition: SettingDefinition<T>, name: string, env: Environment): T {
  const given = env[name];
  const raw = given === undefined || given.trim() === '' ? undefined : given.trim();
  try {
    return definition.parse(raw);
  } catch (error) {
    if (!(error instanceof InvalidSetting)) throw error;
    const detail = error.detail ? `: ${error.detail}` : '';
    const shown = /SECRET|TOKEN|KEY/.test(name) ? '(not shown)' : JSON.stringify(given);
    throw new ConfigError(`${name} must be ${definition.expects} (got ${shown}${detail}).`);
  }
}

const remoteVariable = (pattern: string, remote: string) => pattern.replace('<NAME>', remote.toUpperCase());

/** Every setting parsed, or the first bad one's error. */
export function readSettings(env: Environment, remoteNames: readonly string[]): Settings & RemoteSettings {
  const definitions: [string, SettingDefinition<unknown>][] = Object.entries(SETTINGS);
  const settings = Object.fromEntries(
    definitions.map(([key, definition]) => [key, parseOne(definition, definition.name, env)]),
  ) as unknown as Settings;
  const remoteDefinitions: [string, SettingDefinition<unknown>][] = Object.entries(REMOTE_SETTINGS);
  const perRemote = Object.fromEntries(
    remoteDefinitions.map(([key, definition]) => [
      key,
      Object.fromEntries(
        remoteNames.map((remote) => [remote, parseOne(definition, remoteVariable(definition.name, remote), env)]),
      ),
    ]),
  ) as unknown as RemoteSettings;
  return { ...settings, ...perRemote };
}

function authSettings(
  s: Settings,
  dataDir: string,
  siteOrigins: string[],
  siteUrl: string,
  mail: ServerConfig['mail'],
): AuthSettings {
  if (s.auth === 'off') return { mode: 'off' };
  const { supabaseUrl: url, supabaseAnonKey: anonKey } = s;
  if (s.auth === 'hosted' && !(url && anonKey)) {
    throw new ConfigError('AUTH=hosted needs SUPABASE_URL and SUPABASE_ANON_KEY.');
  }
  // A hosted project never runs next to the local service: a half-set or contradicting setting is
  // an error at start, not a silent fallback to a development service.
  if (url) {
    if (s.auth === 'local') throw new ConfigError('AUTH=local cannot be used with SUPABASE_URL: unset one of them.');
    if (!anonKey) throw new ConfigError('SUPABASE_URL is set but SUPABASE_ANON_KEY is not: set the public anon key.');
    return { mode: 'hosted', url, anonKey, ...(s.supabaseJwtSecret ? { jwtSecret: s.supabaseJwtSecret } : {}) };
  }
  const authPort = s.authPort ?? s.port + LOCAL_AUTH_PORT_OFFSET;
  return {
    mode: 'local',
    port: authPort,
    host: s.authHost,
    publicUrl: s.authPublicUrl ?? `http://${s.publicHost}:${authPort}`,
    dataDir: path.resolve(s.authDataDir ?? path.join(dataDir, 'auth')),
    secretFromEnv: s.authJwtSecret,
    allowedOrigins: siteOrigins,
    confirmEmail: s.authConfirmEmail === 'on',
    siteUrl,
    mail: { ...mail, from: s.authEmailFrom },
  };
}

/**
 * The configuration from `env` (the process's environment by default). `repoRoot` is where the
 * builds are and relative folders start from.
 */
export function readConfig(env: Environment = process.env, repoRoot: string = REPO_ROOT): ServerConfig {
  const remoteNames = Object.keys(registry.remotes);
  const s = readSettings(env, remoteNames);
  const dataDir = path.resolve(repoRoot, s.dataDir);
  const mail = { smtpUrl: s.smtpUrl, outboxDir: path.join(dataDir, 'outbox') };
  const ownOrigin = `http://${s.publicHost}:${s.port}`;
  const siteOrigin = s.siteOrigin ?? ownOrigin;
  const auth = authSettings(s, dataDir, [...new Set([siteOrigin, ownOrigin])], siteOrigin, mail);
  const authPort = auth.mode === 'local' ? auth.port : null;
  const portProblem = refusedPortProblem(s.port, authPort, s.authPort ? `AUTH_PORT=${authPort}` : `PORT=${s.port}`);
  if (portProblem) throw new ConfigError(portProblem);
  const pins = Object.fromEntries(
    Object.entries(s.remoteUrl).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return {
    repoRoot,
    remoteNames,
    site: { url: registry.siteUrl, contentRemote: registry.contentRemote },
    distDirs: {
      shell: path.join(repoRoot, registry.shell.dir, 'dist'),
      remotes: Object.fromEntries(
        remoteNames.map((name) => [name, path.join(repoRoot, registry.remotes[name]!.dir, 'dist')]),
      ),
    },
    http: {
      host: s.host,
      port: s.port,
      publicHost: s.publicHost,
      remotePorts: Object.fromEntries(
        remoteNames.map((name) => [name, topology.portOf(name as topology.RemoteName, s.port)]),
      ),
      siteOrigin,
      trustProxy: s.trustProxy,
      logLevel: s.logLevel,
      shutdownTimeoutMs: s.shutdownTimeoutMs,
      ...(s.redisUrl ? { redisUrl: s.redisUrl } : {}),
    },
    pages: {
      prerendered: s.prerender === 'on',
      ...(s.remoteLoadTimeoutMs ? { remoteLoadTimeoutMs: s.remoteLoadTimeoutMs } : {}),
    },
    releases: {
      pins,
      storeDir: s.releasesDir ? path.resolve(s.releasesDir) : path.join(dataDir, 'releases'),
      baseUrl: s.releasesBaseUrl ?? null,
      tokens: s.releaseToken,
      ...(s.previewSecret ? { previewSecret: s.previewSecret } : {}),
      ...(s.releaseActor ? { actor: s.releaseActor } : {}),
    },
    data: {
      dataDir,
      ...(s.databaseUrl ? { databaseUrl: s.databaseUrl } : {}),
      poolSize: s.databasePoolSize,
      ...(s.pgliteTemplate ? { pgliteTemplate: path.resolve(s.pgliteTemplate) } : {}),
    },
    auth,
    payments: {
      stripeSecretKey: s.stripeSecretKey,
      stripeWebhookSecret: s.stripeWebhookSecret,
      stripeApiBase: s.stripeApiBase,
      simulationSecret: s.paymentSimulationSecret,
    },
    mail,
    receipts: { from: s.receiptFrom },
    orders: { rateLimit: s.orderRateLimit },
    telemetry: { enabled: s.telemetry === 'on' },
    console: { ownerEmails: s.ownerEmails, alertFrom: s.releaseAlertFrom },
  };
}

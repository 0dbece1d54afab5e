// Which authentication backend the site uses, from the environment:
// - SUPABASE_URL and SUPABASE_ANON_KEY: a hosted Supabase project (nothing runs locally);
// - otherwise the local auth service on its own port (PORT+6 or AUTH_PORT) and interface (AUTH_HOST,
//   loopback by default), users in data/auth;
// - AUTH=off: none; the page logs a warning and sign-in says the backend is not configured.
// A local data file that cannot be read turns sign-in off (loudly in the log, clearly on /login)
// while the site keeps serving every page.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { TrustProxy } from '../serverBasics';
import { AuthDataUnavailableError } from './authDataFile';
import { createLocalAuthService } from './localAuthService';
import { loadSigningSecret } from './signingKeys';
import { hostedUserVerifier, jwtVerifier, type AccountVerifier } from './accountTokens';

export const LOCAL_AUTH_PORT_OFFSET = 6;

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
    };

export interface AuthEnvironment {
  env: NodeJS.ProcessEnv;
  repoRoot: string;
  /** The shell's port and public host. */
  port: number;
  publicHost: string;
  /** Origins visitors use for the site (the shell's). */
  siteOrigins: string[];
}

export function resolveAuthSettings({ env, repoRoot, port, publicHost, siteOrigins }: AuthEnvironment): AuthSettings {
  const mode = (env.AUTH ?? '').trim().toLowerCase();
  if (mode && !['off', 'local', 'hosted'].includes(mode)) {
    throw new Error(`AUTH must be off, local or hosted (got "${env.AUTH}").`);
  }
  if (mode === 'off') return { mode: 'off' };
  const url = env.SUPABASE_URL?.trim();
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  if (mode === 'hosted' && !(url && anonKey)) {
    throw new Error('AUTH=hosted needs SUPABASE_URL and SUPABASE_ANON_KEY.');
  }
  // A hosted project never runs next to the local service: a half-set or contradicting setting is
  // an error at start, not a silent fallback to a development service.
  if (url) {
    if (mode === 'local') throw new Error('AUTH=local cannot be used with SUPABASE_URL: unset one of them.');
    if (!anonKey) throw new Error('SUPABASE_URL is set but SUPABASE_ANON_KEY is not: set the public anon key.');
    return {
      mode: 'hosted',
      url: url.replace(/\/+$/, ''),
      anonKey,
      jwtSecret: env.SUPABASE_JWT_SECRET?.trim() || undefined,
    };
  }
  const authPort = Number(env.AUTH_PORT) || port + LOCAL_AUTH_PORT_OFFSET;
  return {
    mode: 'local',
    port: authPort,
    host: env.AUTH_HOST?.trim() || '127.0.0.1',
    publicUrl: (env.AUTH_PUBLIC_URL?.trim() || `http://${publicHost}:${authPort}`).replace(/\/+$/, ''),
    dataDir: path.resolve(
      env.AUTH_DATA_DIR?.trim() || path.join(path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data'), 'auth'),
    ),
    secretFromEnv: env.AUTH_JWT_SECRET || undefined,
    allowedOrigins: siteOrigins,
  };
}

export interface AuthBackend {
  /** What the page is given (meta tags): the backend's URL and public key, or null when off. */
  publicConfig: { url: string; anonKey: string } | null;
  /** The local service's server, when it runs here. */
  server: FastifyInstance | null;
  description: string;
  /** Set when sign-in is off because the local data cannot be used: what the page tells visitors. */
  unavailableMessage: string | null;
  /** Checks a visitor's access token (the orders API's "whose records"); null when auth is off. */
  verifier: AccountVerifier | null;
}

export const AUTH_UNAVAILABLE_MESSAGE =
  'Sign-in is temporarily unavailable on this site. Your account is safe; please try again later.';

export interface AuthBackendRuntime {
  logger?: Logger;
  trustProxy?: TrustProxy;
}

export async function startAuthBackend(settings: AuthSettings, runtime: AuthBackendRuntime = {}): Promise<AuthBackend> {
  if (settings.mode === 'off') {
    return {
      publicConfig: null,
      server: null,
      description: 'auth: off (AUTH=off)',
      unavailableMessage: null,
      verifier: null,
    };
  }
  if (settings.mode === 'hosted') {
    return {
      publicConfig: { url: settings.url, anonKey: settings.anonKey },
      server: null,
      description: `auth: hosted Supabase project ${settings.url}`,
      unavailableMessage: null,
      verifier: settings.jwtSecret
        ? jwtVerifier(new TextEncoder().encode(settings.jwtSecret))
        : hostedUserVerifier(settings.url, settings.anonKey),
    };
  }
  // A wrong AUTH_JWT_SECRET is a setting to fix before start; an unusable data folder is a fault.
  const secretFromEnv = settings.secretFromEnv ? loadSigningSecret(settings.dataDir, settings.secretFromEnv) : null;
  let service: Awaited<ReturnType<typeof createLocalAuthService>>;
  let signingSecret: Uint8Array;
  try {
    let secret = secretFromEnv;
    if (!secret) {
      try {
        secret = loadSigningSecret(settings.dataDir);
      } catch (error) {
        throw new AuthDataUnavailableError(
          `the signing secret in ${settings.dataDir} cannot be used (${(error as Error).message})`,
        );
      }
    }
    signingSecret = secret;
    service = await createLocalAuthService({
      dataDir: settings.dataDir,
      secret,
      publicUrl: settings.publicUrl,
      allowedOrigins: settings.allowedOrigins,
      logger: runtime.logger,
      trustProxy: runtime.trustProxy,
    });
  } catch (error) {
    if (!(error instanceof AuthDataUnavailableError)) throw error;
    const line = `SIGN-IN DISABLED: ${error.message} Every page is still served; sign-in comes back after a restart with a readable file.`;
    if (runtime.logger) runtime.logger.error({ dataDir: settings.dataDir }, line);
    else console.error(line);
    return {
      publicConfig: null,
      server: null,
      description: `auth: SIGN-IN DISABLED (${error.message})`,
      unavailableMessage: AUTH_UNAVAILABLE_MESSAGE,
      verifier: null,
    };
  }
  await service.app.listen({ host: settings.host, port: settings.port });
  return {
    publicConfig: { url: settings.publicUrl, anonKey: service.anonKey },
    server: service.app,
    description: `auth: local development service ${settings.publicUrl} on ${settings.host} (users in ${settings.dataDir})`,
    unavailableMessage: null,
    verifier: jwtVerifier(signingSecret, `${settings.publicUrl}/auth/v1`),
  };
}

// The authentication backend the configuration chose (config/readConfig.ts, AuthSettings):
// - a hosted Supabase project (nothing runs locally);
// - otherwise the local auth service on its own port (PORT+6 or AUTH_PORT) and interface (AUTH_HOST,
//   loopback by default), accounts in the site's database (store/);
// - AUTH=off: none; the page logs a warning and sign-in says the backend is not configured.
// An old users file that cannot be read, or a database that cannot be reached at start, turns
// sign-in off (loudly in the log, clearly on /login) while the site keeps serving every page.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AuthSettings, TrustProxy } from '../config';
import type { Database } from '../db';
import { createMailer, type RateLimitRedis } from '../platform';
import type { LimitRedis } from './localAuth/emailLimits';
import { AuthDataUnavailableError } from './authDataFile';
import { createLocalAuthService } from './localAuthService';
import { normalizeEmail } from './normalizeEmail';
import { loadSigningSecret, secretFromSetting } from './signingKeys';
import { hostedUserVerifier, jwtVerifier, type AccountVerifier } from './accountTokens';
import type { AccountRemover } from './accountRemover';
import { authDatabase } from './store/authDatabase';
import { takeOverUsersFile } from './store/usersFileTakeover';

export interface AuthBackend {
  /** What the page is given (meta tags): the backend's URL and public key, or null when off. */
  publicConfig: { url: string; anonKey: string } | null;
  /** The local service's server, when it runs here (not listening yet: `listenAt` says where). */
  server: FastifyInstance | null;
  listenAt: { host: string; port: number } | null;
  description: string;
  /** Set when sign-in is off because the local data cannot be used: what the page tells visitors. */
  unavailableMessage: string | null;
  /** Checks a visitor's access token (the orders API's "whose records"); null when auth is off. */
  verifier: AccountVerifier | null;
  /** Deletes an account (DELETE /api/account); null when this backend cannot (hosted, off). */
  accountRemover: AccountRemover | null;
}

export const AUTH_UNAVAILABLE_MESSAGE =
  'Sign-in is temporarily unavailable on this site. Your account is safe; please try again later.';

export interface AuthBackendRuntime {
  logger?: Logger;
  /** REDIS_URL's client: the per-email limits are shared by every instance. */
  redis?: LimitRedis & RateLimitRedis;
  trustProxy?: TrustProxy;
  /** The site's database of the moment (db/siteDatabase.ts); null while it cannot be reached. */
  database?: () => Database | null;
  /** The auth tables' schema (tests give each site its own). */
  schema?: string;
}

/** The backend `settings` name: its server is made here and listens with the site (app.ts). */
export async function createAuthBackend(
  settings: AuthSettings,
  runtime: AuthBackendRuntime = {},
): Promise<AuthBackend> {
  if (settings.mode === 'off') {
    return {
      publicConfig: null,
      server: null,
      listenAt: null,
      description: 'auth: off (AUTH=off)',
      unavailableMessage: null,
      verifier: null,
      accountRemover: null,
    };
  }
  if (settings.mode === 'hosted') {
    return {
      publicConfig: { url: settings.url, anonKey: settings.anonKey },
      server: null,
      listenAt: null,
      description: `auth: hosted Supabase project ${settings.url}`,
      unavailableMessage: null,
      verifier: settings.jwtSecret
        ? jwtVerifier(new TextEncoder().encode(settings.jwtSecret))
        : hostedUserVerifier(settings.url, settings.anonKey),
      // The hosted service lets only its service-role key delete users: not a key this server holds.
      accountRemover: null,
    };
  }
  // A wrong AUTH_JWT_SECRET is a setting to fix before start; an unusable users file is a fault.
  const secretFromEnv = settings.secretFromEnv ? secretFromSetting(settings.secretFromEnv) : null;
  const database = authDatabase(runtime.database ?? (() => null), runtime.schema);
  let service: Awaited<ReturnType<typeof createLocalAuthService>>;
  let signingSecret: Uint8Array;
  try {
    let taken: Awaited<ReturnType<typeof takeOverUsersFile>>;
    try {
      taken = await takeOverUsersFile(database, settings.dataDir, normalizeEmail);
      signingSecret = secretFromEnv ?? (await loadSigningSecret(database, settings.dataDir));
    } catch (error) {
      if (error instanceof AuthDataUnavailableError) throw error;
      throw new AuthDataUnavailableError(`the accounts' database cannot be used (${(error as Error).message}).`);
    }
    if (taken.users > 0) {
      const line = `auth: ${taken.users} accounts taken over from ${taken.file} into the database; the file is no longer written (kept as a backup).`;
      if (runtime.logger) runtime.logger.warn(line);
      else console.warn(line);
    }
    if (!settings.confirmEmail) {
      const warning =
        "AUTH_CONFIRM_EMAIL=off: sign-up needs NO confirmed email. Anyone who signs up with a buyer's address " +
        "sees that buyer's guest orders and downloads. For development only: never in front of real buyers.";
      if (runtime.logger) runtime.logger.warn(warning);
      else console.warn(warning);
    }
    service = await createLocalAuthService({
      database,
      secret: signingSecret,
      publicUrl: settings.publicUrl,
      allowedOrigins: settings.allowedOrigins,
      confirmEmail: settings.confirmEmail,
      siteUrl: settings.siteUrl,
      mailer: createMailer({ smtpUrl: settings.mail.smtpUrl, outboxDir: settings.mail.outboxDir }),
      mailFrom: settings.mail.from,
      redis: runtime.redis,
      logger: runtime.logger,
      trustProxy: runtime.trustProxy,
    });
  } catch (error) {
    if (!(error instanceof AuthDataUnavailableError)) throw error;
    const line = `SIGN-IN DISABLED: ${error.message} Every page is still served; sign-in comes back after a restart once it is fixed.`;
    if (runtime.logger) runtime.logger.error({ dataDir: settings.dataDir }, line);
    else console.error(line);
    return {
      publicConfig: null,
      server: null,
      listenAt: null,
      description: `auth: SIGN-IN DISABLED (${error.message})`,
      unavailableMessage: AUTH_UNAVAILABLE_MESSAGE,
      verifier: null,
      accountRemover: null,
    };
  }
  return {
    publicConfig: { url: settings.publicUrl, anonKey: service.anonKey },
    server: service.app,
    listenAt: { host: settings.host, port: settings.port },
    description: `auth: local service ${settings.publicUrl} on ${settings.host} (accounts in the site's database, schema ${database.schema})`,
    unavailableMessage: null,
    verifier: jwtVerifier(signingSecret, `${settings.publicUrl}/auth/v1`, service.liveSession),
    accountRemover: service.accountRemover,
  };
}

// Which authentication backend the site uses, from the environment:
// - SUPABASE_URL and SUPABASE_ANON_KEY: a hosted Supabase project (nothing runs locally);
// - otherwise the local auth service on its own port (PORT+6 or AUTH_PORT), users in data/auth;
// - AUTH=off: none; the page logs a warning and sign-in says the backend is not configured.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLocalAuthService } from './localAuthService';
import { loadSigningSecret } from './signingKeys';

export const LOCAL_AUTH_PORT_OFFSET = 6;

export type AuthSettings =
  | { mode: 'hosted'; url: string; anonKey: string }
  | { mode: 'off' }
  | {
      mode: 'local';
      port: number;
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
  if (mode !== 'local' && url && anonKey) return { mode: 'hosted', url: url.replace(/\/+$/, ''), anonKey };
  const authPort = Number(env.AUTH_PORT) || port + LOCAL_AUTH_PORT_OFFSET;
  return {
    mode: 'local',
    port: authPort,
    publicUrl: (env.AUTH_PUBLIC_URL?.trim() || `http://${publicHost}:${authPort}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.AUTH_DATA_DIR?.trim() || path.join(repoRoot, 'data', 'auth')),
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
}

export async function startAuthBackend(settings: AuthSettings, host: string): Promise<AuthBackend> {
  if (settings.mode === 'off') {
    return { publicConfig: null, server: null, description: 'auth: off (AUTH=off)' };
  }
  if (settings.mode === 'hosted') {
    return {
      publicConfig: { url: settings.url, anonKey: settings.anonKey },
      server: null,
      description: `auth: hosted Supabase project ${settings.url}`,
    };
  }
  const { app, anonKey } = await createLocalAuthService({
    dataDir: settings.dataDir,
    secret: loadSigningSecret(settings.dataDir, settings.secretFromEnv),
    publicUrl: settings.publicUrl,
    allowedOrigins: settings.allowedOrigins,
  });
  await app.listen({ host, port: settings.port });
  return {
    publicConfig: { url: settings.publicUrl, anonKey },
    server: app,
    description: `auth: local development service ${settings.publicUrl} (users in ${settings.dataDir})`,
  };
}

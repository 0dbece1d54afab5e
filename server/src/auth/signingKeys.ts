// The local auth service's JWT signing secret and its public (anon) key. The secret stays on the
// server: it comes from AUTH_JWT_SECRET, or is kept in the auth schema's secrets (generated on the
// first start, or taken over from the data folder's jwt-secret file of earlier versions), so every
// instance on one database signs alike. Only the anon key, a token that grants nothing but the
// right to call the service, reaches the page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import type { AuthDatabase } from './store/authDatabase';

export const MIN_SECRET_LENGTH = 32;

/** AUTH_JWT_SECRET, checked. */
export function secretFromSetting(fromEnv: string): Uint8Array {
  if (fromEnv.length < MIN_SECRET_LENGTH) {
    throw new Error(`AUTH_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  return new TextEncoder().encode(fromEnv);
}

/** The secret every instance shares: the first start's (or the old jwt-secret file's) wins. */
export async function loadSigningSecret(database: AuthDatabase, dataDir: string): Promise<Uint8Array> {
  const file = path.join(dataDir, 'jwt-secret');
  const fromFile = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (fromFile && fromFile.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds a secret that is too short; remove it.`);
  }
  const candidate = fromFile || crypto.randomBytes(48).toString('base64url');
  const db = await database.get();
  const table = `${database.schema}.secrets`;
  // ON CONFLICT: two instances starting at once keep one secret.
  await db.query(
    `INSERT INTO ${table} (name, value, created_at) VALUES ('jwt-secret', $1, $2) ON CONFLICT DO NOTHING`,
    [candidate, new Date().toISOString()],
  );
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM ${table} WHERE name = 'jwt-secret'`);
  const secret = rows[0]?.value ?? '';
  if (secret.length < MIN_SECRET_LENGTH) throw new Error('the stored signing secret is too short');
  return new TextEncoder().encode(secret);
}

/** The public key handed to the page (Supabase calls it the anon key): a signed `role: anon` token. */
export function createAnonKey(secret: Uint8Array, issuer: string): Promise<string> {
  // No iat or exp: the same secret and issuer always give the same key, across restarts.
  return new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer(issuer).sign(secret);
}

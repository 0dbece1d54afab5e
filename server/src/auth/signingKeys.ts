// The local auth service's JWT signing secret and its public (anon) key. The secret stays on the
// server: it comes from AUTH_JWT_SECRET or is generated on first run into the data folder. Only
// the anon key, a token that grants nothing but the right to call the service, reaches the page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';

export const MIN_SECRET_LENGTH = 32;

export function loadSigningSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(`AUTH_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    }
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // 'wx': two processes starting at once cannot both write a secret.
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds a secret that is too short; remove it.`);
  return new TextEncoder().encode(secret);
}

/** The public key handed to the page (Supabase calls it the anon key): a signed `role: anon` token. */
export function createAnonKey(secret: Uint8Array, issuer: string): Promise<string> {
  // No iat or exp: the same secret and issuer always give the same key, across restarts.
  return new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer(issuer).sign(secret);
}

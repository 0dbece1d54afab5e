// Users as stored and as the hosted service shows them.
import crypto from 'node:crypto';
import type { AuthData, StoredUser } from '../authDataFile';
import { normalizeEmail } from '../normalizeEmail';

/** The user of a normalized email address, if any. */
export const findUser = (data: AuthData, email: string) => data.users.find((u) => normalizeEmail(u.email) === email);

/** The user as the hosted service returns it (only the fields supabase-js and this site read). */
export function publicUser(user: StoredUser) {
  const identity = {
    identity_id: crypto.createHash('sha256').update(`email:${user.id}`).digest('hex').slice(0, 32),
    id: user.id,
    user_id: user.id,
    identity_data: { email: user.email, email_verified: true, sub: user.id },
    provider: 'email',
    email: user.email,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    last_sign_in_at: user.lastSignInAt,
  };
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.createdAt,
    phone: '',
    confirmed_at: user.createdAt,
    last_sign_in_at: user.lastSignInAt,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...user.userMetadata, email: user.email, email_verified: true, sub: user.id },
    identities: [identity],
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    is_anonymous: false,
  };
}

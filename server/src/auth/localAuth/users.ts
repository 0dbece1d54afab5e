// Users as the hosted service shows them (only the fields supabase-js and this site read).
import crypto from 'node:crypto';
import type { StoredUser } from '../store/userStore';

export function publicUser(user: StoredUser) {
  const verified = user.emailConfirmedAt !== null;
  const identity = {
    identity_id: crypto.createHash('sha256').update(`email:${user.id}`).digest('hex').slice(0, 32),
    id: user.id,
    user_id: user.id,
    identity_data: { email: user.email, email_verified: verified, sub: user.id },
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
    ...(user.newEmail ? { new_email: user.newEmail } : {}),
    ...(user.emailConfirmedAt ? { email_confirmed_at: user.emailConfirmedAt } : {}),
    phone: '',
    ...(user.emailConfirmedAt ? { confirmed_at: user.emailConfirmedAt } : {}),
    last_sign_in_at: user.lastSignInAt,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...user.userMetadata, email: user.email, email_verified: verified, sub: user.id },
    identities: [identity],
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    is_anonymous: false,
  };
}

/**
 * The answer to a sign-up when addresses are confirmed, for a new address and a taken one alike
 * (a taken one gets a random id): the answer tells nothing about who has an account.
 */
export function pendingUser(id: string, email: string, at: string, metadata: Record<string, unknown>) {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...metadata, email, email_verified: false, sub: id },
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

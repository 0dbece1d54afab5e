// PUT /user (supabase-js updateUser): a new password, a new address, the profile's data. A new
// password needs the current one, except in the first hour of a session opened by a reset link,
// ends every other session and voids the reset links not yet opened. A new address takes effect
// once the link mailed to it is opened; the old address is told at once. A taken address gets the
// same answer (its owner is told by mail).
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '../normalizeEmail';
import { hashPassword, verifyPassword } from '../passwords';
import type { OneTimeTokens } from '../store/oneTimeTokens';
import type { StoredSession } from '../store/sessionStore';
import type { StoredUser, UserStore } from '../store/userStore';
import { CONFIRM_TTL_MS, RECOVERY_TTL_MS, type AccountFlows } from './accountFlows';
import { confirmNewEmailMail, emailChangeNoticeMail, emailTakenMail, passwordChangedMail } from './accountMails';
import { AuthError, badJson } from './authErrors';
import type { EmailLimiter } from './emailLimits';
import { checkEmailFormat } from './emailRules';
import { newPasswordError } from './passwordRules';
import type { Sessions } from './sessions';

interface UserUpdateSettings {
  users: UserStore;
  tokens: OneTimeTokens;
  sessions: Sessions;
  flows: AccountFlows;
  emailLimiter: EmailLimiter;
  now: () => number;
}

export interface UserChangeRequest {
  email?: string | null;
  password?: string | null;
  current_password?: string | null;
  data?: Record<string, unknown> | null;
}

export type UserUpdates = ReturnType<typeof createUserUpdates>;

export function createUserUpdates({ users, tokens, sessions, flows, emailLimiter, now }: UserUpdateSettings) {
  const { mails } = flows;
  const nowIso = () => new Date(now()).toISOString();

  /** A session opened by a reset link, within the link's hour: the person proved the address. */
  const inRecovery = (session: StoredSession) =>
    session.method === 'recovery' && now() - Date.parse(session.createdAt) < RECOVERY_TTL_MS;

  async function changePassword(user: StoredUser, session: StoredSession, request: UserChangeRequest) {
    const password = request.password ?? '';
    const weak = newPasswordError(password);
    if (weak) throw weak;
    if (!inRecovery(session)) {
      const current = request.current_password ?? '';
      if (!current) {
        throw new AuthError(400, 'current_password_required', 'Current password required when setting new password.');
      }
      // Counted as sign-in attempts: the current password is not to be guessed here either.
      const wait = await emailLimiter.take('signIn', user.email);
      if (wait > 0) {
        throw new AuthError(
          429,
          'over_request_rate_limit',
          `Request rate limit reached. Try again in ${wait} seconds.`,
        );
      }
      if (!(await verifyPassword(current, user.passwordHash))) {
        throw new AuthError(400, 'current_password_mismatch', 'Current password is incorrect.');
      }
    }
    if (await verifyPassword(password, user.passwordHash)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    const changed = await users.update(user.id, { passwordHash: await hashPassword(password), updatedAt: nowIso() });
    if (!changed) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    await sessions.endOthers(user.id, session.id);
    // A reset link still in the mail would set another password behind this one.
    await tokens.discard(user.id, 'recovery', now());
    await sessions.store.setMethod(session.id, 'password');
    return changed;
  }

  async function changeEmail(user: StoredUser, rawEmail: string, redirectTo: unknown, log: FastifyBaseLogger) {
    const email = normalizeEmail(rawEmail);
    checkEmailFormat(email);
    if (email === user.email) return user;
    const owner = await users.byEmail(email);
    if (!flows.confirmEmail) {
      // Development (AUTH_CONFIRM_EMAIL=off): at once, and a taken address is refused, as sign-up does.
      if (owner) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      return (await users.update(user.id, { email, newEmail: null, updatedAt: nowIso() })) ?? user;
    }
    await flows.takeMailTurn(email, 'email_change');
    const pending = (await users.update(user.id, { newEmail: email, updatedAt: nowIso() })) ?? user;
    if (owner && owner.id !== user.id) {
      mails.send(email, emailTakenMail(), log);
    } else {
      const token = await tokens.issue(user.id, 'email_change', email, now(), CONFIRM_TTL_MS);
      mails.send(
        email,
        confirmNewEmailMail(mails.link(token, 'email_change', mails.redirectTarget(redirectTo)), email),
        log,
      );
    }
    mails.send(user.email, emailChangeNoticeMail(email), log);
    return pending;
  }

  return {
    /** Applies what the request asks, in order: data, password, email; the account as it now is. */
    async apply(
      user: StoredUser,
      session: StoredSession,
      request: UserChangeRequest,
      redirectTo: unknown,
      log: FastifyBaseLogger,
    ) {
      let current = user;
      if (request.data) {
        const userMetadata = { ...current.userMetadata, ...request.data };
        if (JSON.stringify(userMetadata).length > 4096) throw badJson('data: user metadata is too large');
        current = (await users.update(current.id, { userMetadata, updatedAt: nowIso() })) ?? current;
      }
      if (request.password != null) {
        current = await changePassword(current, session, request);
        mails.send(current.email, passwordChangedMail(), log);
      }
      if (request.email != null && request.email !== '') {
        current = await changeEmail(current, request.email, redirectTo, log);
      }
      return current;
    },
  };
}

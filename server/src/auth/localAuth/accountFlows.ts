// What happens to an account through the mailed links: a sign-up asks its address to confirm, a
// taken address is told (by mail, never in the answer), a link is spent once, a confirmation is
// sent again on request, a forgotten password gets a reset link. One set of rules for every route
// that needs them.
import type { FastifyBaseLogger } from 'fastify';
import type { OneTimeKind, OneTimeTokens } from '../store/oneTimeTokens';
import type { StoredUser, UserStore } from '../store/userStore';
import { alreadyRegisteredMail, confirmNewEmailMail, confirmSignUpMail, resetPasswordMail } from './accountMails';
import type { AccountMailer } from './accountMailer';
import { AuthError } from './authErrors';
import type { EmailLimiter } from './emailLimits';
import type { Sessions } from './sessions';

export const CONFIRM_TTL_MS = 24 * 3600_000;
export const RECOVERY_TTL_MS = 3600_000;

interface FlowSettings {
  users: UserStore;
  tokens: OneTimeTokens;
  sessions: Sessions;
  mails: AccountMailer;
  emailLimiter: EmailLimiter;
  /** AUTH_CONFIRM_EMAIL: addresses are confirmed before they sign in. */
  confirmEmail: boolean;
  now: () => number;
}

export type AccountFlows = ReturnType<typeof createAccountFlows>;

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export function createAccountFlows(settings: FlowSettings) {
  const { users, tokens, sessions, mails, emailLimiter, now } = settings;
  const nowIso = () => new Date(now()).toISOString();

  // Counted per address and kind of link, as GoTrue's per-kind `*_sent_at`: a reset asked for just
  // after a sign-up is not held back by the sign-up's confirmation.
  const mailKey = (email: string, kind: OneTimeKind) => `${kind}:${email}`;

  /** A sign-up's mail to `email`, at most one a minute per address (counted alike for every address). */
  const mailOnce = async (
    email: string,
    make: () => Promise<Parameters<AccountMailer['send']>[1] | null>,
    log: FastifyBaseLogger,
  ) => {
    if ((await emailLimiter.take('mail', mailKey(email, 'signup'))) > 0) return false;
    const content = await make();
    if (content) mails.send(email, content, log);
    return true;
  };

  /** One mail a minute per address, asked for: over it, the hosted service's 429, alike for every address. */
  const takeMailTurn = async (email: string, kind: OneTimeKind) => {
    const wait = await emailLimiter.take('mail', mailKey(email, kind));
    if (wait > 0) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
  };

  const confirmationOf = async (user: StoredUser, redirectTo: unknown) => {
    const token = await tokens.issue(user.id, 'signup', user.email, now(), CONFIRM_TTL_MS);
    return confirmSignUpMail(mails.link(token, 'signup', mails.redirectTarget(redirectTo)));
  };

  return {
    mails,
    confirmEmail: settings.confirmEmail,
    takeMailTurn,

    /** After a sign-up of a new account (confirmation on): its confirmation mail. */
    afterSignUp: (user: StoredUser, redirectTo: unknown, log: FastifyBaseLogger) =>
      mailOnce(user.email, () => confirmationOf(user, redirectTo), log),

    /** A sign-up of a taken address: the owner is told, or the confirmation sent again. */
    afterTakenSignUp: (existing: StoredUser, redirectTo: unknown, log: FastifyBaseLogger) =>
      mailOnce(
        existing.email,
        async () => {
          if (!existing.emailConfirmedAt) return confirmationOf(existing, redirectTo);
          const token = await tokens.issue(existing.id, 'recovery', existing.email, now(), RECOVERY_TTL_MS);
          return alreadyRegisteredMail(mails.link(token, 'recovery', mails.redirectTarget(redirectTo)));
        },
        log,
      ),

    /** POST /resend: the link again, when there is one to send; 429 alike for every address. */
    async resend(email: string, type: 'signup' | 'email_change', redirectTo: unknown, log: FastifyBaseLogger) {
      await takeMailTurn(email, type);
      const user = await users.byEmail(email);
      if (type === 'signup' && user && !user.emailConfirmedAt) {
        mails.send(user.email, await confirmationOf(user, redirectTo), log);
      }
      if (type === 'email_change' && user?.newEmail) {
        const token = await tokens.issue(user.id, 'email_change', user.newEmail, now(), CONFIRM_TTL_MS);
        const link = mails.link(token, 'email_change', mails.redirectTarget(redirectTo));
        mails.send(user.newEmail, confirmNewEmailMail(link, user.newEmail), log);
      }
    },

    /**
     * POST /recover: a reset link to an address with an account, nothing to one without; the same
     * answer either way, 429 alike for every address.
     */
    async recover(email: string, redirectTo: unknown, log: FastifyBaseLogger) {
      await takeMailTurn(email, 'recovery');
      const user = await users.byEmail(email);
      if (!user) return;
      const token = await tokens.issue(user.id, 'recovery', user.email, now(), RECOVERY_TTL_MS);
      mails.send(user.email, resetPasswordMail(mails.link(token, 'recovery', mails.redirectTarget(redirectTo))), log);
    },

    /** Spends a link's token and does what it says; a new session, or null (used, expired, unknown). */
    async verify(token: string, kind: OneTimeKind) {
      const spent = await tokens.spend(token, [kind], now());
      if (typeof spent === 'string') return null;
      const user = await users.byId(spent.userId);
      if (!user) return null;
      const at = nowIso();
      let changed: StoredUser | null = user;
      if (kind === 'signup' && !user.emailConfirmedAt && spent.email === user.email) {
        changed = await users.update(user.id, { emailConfirmedAt: at, updatedAt: at });
      } else if (kind === 'email_change') {
        // Only the address asked for last, and only if nobody has taken it meanwhile.
        if (user.newEmail !== spent.email) return null;
        try {
          changed = await users.update(user.id, {
            email: spent.email,
            newEmail: null,
            emailConfirmedAt: at,
            updatedAt: at,
          });
        } catch (error) {
          if (isUniqueViolation(error)) return null;
          throw error;
        }
      } else if (kind === 'recovery' && !user.emailConfirmedAt && spent.email === user.email) {
        // A reset link opened proves the address as well as a confirmation does.
        changed = await users.update(user.id, { emailConfirmedAt: at, updatedAt: at });
      }
      if (!changed) return null;
      return { user: changed, session: await sessions.start(changed, kind) };
    },
  };
}

// Rate limits per email address (the per-address limits of rateLimits.ts count per client address):
// sign-in attempts against one account, and the mails one address receives. Counted in Redis when
// REDIS_URL is set, so every instance shares them; in memory otherwise. Unknown and known addresses
// are counted alike, so a limit tells nothing about who has an account.
import crypto from 'node:crypto';
import type { RateLimit } from './rateLimits';

/** The part of an ioredis client the limits use. */
export interface LimitRedis {
  incr(key: string): Promise<number>;
  pexpire(key: string, ms: number): Promise<number>;
  pttl(key: string): Promise<number>;
}

export type EmailLimitKind = 'signIn' | 'mail';
export type EmailLimits = Record<EmailLimitKind, RateLimit>;

/** Twenty password tries per account in 5 minutes; one mail per address and minute (as GoTrue). */
export const DEFAULT_EMAIL_LIMITS: EmailLimits = {
  signIn: { max: 20, timeWindowMs: 5 * 60_000 },
  mail: { max: 1, timeWindowMs: 60_000 },
};

export interface EmailLimiter {
  /** Counts one of `kind` for `email`: the seconds to wait when over the limit, else 0. */
  take(kind: EmailLimitKind, email: string): Promise<number>;
}

export function createEmailLimiter(limits: EmailLimits, now: () => number, redis?: LimitRedis): EmailLimiter {
  const memory = new Map<string, { count: number; until: number }>();
  // The address is hashed: the counters' keys name nobody.
  const keyOf = (kind: string, email: string) =>
    `site-auth-limit:${kind}:${crypto.createHash('sha256').update(email).digest('base64url')}`;
  return {
    async take(kind, email) {
      const { max, timeWindowMs } = limits[kind];
      const key = keyOf(kind, email);
      if (redis) {
        try {
          const count = await redis.incr(key);
          if (count === 1) await redis.pexpire(key, timeWindowMs);
          return count > max ? Math.max(1, Math.ceil((await redis.pttl(key)) / 1000)) : 0;
        } catch {
          // A Redis that fails lets requests through (as the per-address limits do); memory counts.
        }
      }
      const at = now();
      if (memory.size > 50_000) for (const [k, v] of memory) if (v.until <= at) memory.delete(k);
      const entry = memory.get(key);
      if (!entry || entry.until <= at) {
        memory.set(key, { count: 1, until: at + timeWindowMs });
        return max >= 1 ? 0 : Math.ceil(timeWindowMs / 1000);
      }
      entry.count += 1;
      return entry.count > max ? Math.max(1, Math.ceil((entry.until - at) / 1000)) : 0;
    },
  };
}

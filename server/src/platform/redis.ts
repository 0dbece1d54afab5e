// REDIS_URL: the rate limits' shared counts. A Redis that is down is logged, never fatal.
import type { Logger } from 'pino';
import type { RateLimitRedis } from './originServer';

export async function connectRedis(url: string, logger: Logger): Promise<RateLimitRedis & { disconnect(): void }> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'rate limits: Redis unavailable'));
  // Counted from the first request: the site is not ready before Redis is (or has had 3 s to be).
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true))),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000).unref()),
  ]);
  if (!ready) logger.warn('rate limits: Redis is not answering yet; each request is let through until it does');
  return redis;
}

// What every origin's Fastify server shares: the structured logger (pino, one JSON line per
// request once answered, with its id, never a secret), which proxies to trust for the client's
// address, and the request id handed back to the caller.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type Logger } from 'pino';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { TrustProxy } from '../config';

/** Query parameters whose values are never logged. */
const SECRET_PARAMS =
  /^(apikey|api_key|key|token|access_token|refresh_token|id_token|code|session_id|password|secret)$/i;

/** The URL as logged: secrets in the query string replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, mark)}?${params.toString()}` : url;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The process's logger: JSON lines on stdout at LOG_LEVEL (default info; `silent` turns it off).
 * Requests are logged with method, redacted URL and client address only: never headers or bodies,
 * so passwords, tokens, cookies and keys never reach the log.
 */
export function createLogger(level = 'info', destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      serializers: {
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: redactUrl(request.url ?? ''),
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      redact: {
        paths: ['req.headers', 'headers.authorization', 'headers.cookie', 'headers.apikey', 'password', '*.password'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A proxy's X-Request-Id when it looks like one, or a new UUID. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

export interface OriginServerSettings {
  /** Logger of this origin (a child of the process's logger); none: no logging. */
  logger?: Logger;
  trustProxy?: TrustProxy;
  bodyLimit: number;
}

/**
 * One line a request, once it is answered: its method, URL (redacted), client, status and time.
 * Fastify's own wrote two (incoming, then completed): at the default level, logging took a sixth
 * of a page's answer (docs/operations.md, "Operations"). A request that errs is logged at error, and Fastify's
 * other lines (a 5xx, a stream that broke) are its own, as before.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Fastify options every origin uses. */
export function originServerOptions({ logger, trustProxy, bodyLimit }: OriginServerSettings): FastifyServerOptions {
  return {
    ...(logger ? { loggerInstance: logger, logController: new OneLinePerRequest() } : { logger: false }),
    trustProxy: trustProxy ?? false,
    bodyLimit,
    genReqId: requestIdOf,
    // Keep-alive connections of idle clients are closed at shutdown; requests in flight finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  } as FastifyServerOptions;
}

/**
 * Hooks every origin has: each answer names its request (X-Request-Id), so a visitor's report can
 * be found in the log; and once the server is closing (SIGTERM), an answer to a request that was
 * in flight closes its connection, so a keep-alive client cannot hold the shutdown open.
 */
export function addOriginHooks(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
}

/** An ioredis client (the store @fastify/rate-limit supports). */
export type RateLimitRedis = NonNullable<Parameters<typeof fastifyRateLimit>[1]['redis']>;

/**
 * The rate limiter of an origin, keyed by the client's address (request.ip, so TRUST_PROXY decides
 * who the client is). Off by default: only routes that set `config.rateLimit` are limited, so pages
 * and files are never slowed. Over the limit: 429, Retry-After and a JSON message.
 */
export async function registerRateLimiter(app: FastifyInstance, redis?: RateLimitRedis): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // REDIS_URL: counts shared by every instance, so a limit stays per visitor behind a load
    // balancer; a Redis that fails lets requests through rather than failing them.
    ...(redis ? { redis, nameSpace: 'site-rate-limit-', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests from your address: try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  });
}

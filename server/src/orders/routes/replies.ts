// How the shop's routes answer (docs/orders.md): bad input a 400 that says what is wrong, someone
// else's record a 404, a database that cannot be reached a 503 (pages keep being served), never a
// cached answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, type AccountVerifier, type VerifiedAccount } from '../../auth';
import { isUnavailableError } from '../../db';
import type { ShopData } from '../shopData';

export { isUnavailableError };

export const UNAVAILABLE = {
  error: 'Orders are temporarily unavailable',
  message: 'The shop cannot take orders right now. Nothing was charged: please try again in a few minutes.',
};

export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { error: string; message: string; field?: string },
  ) {
    super(body.error);
  }
}

export const notFound = () => new HttpProblem(404, { error: 'Not found', message: 'There is no such record.' });

/** What every route of the room needs: the shop's data or a 503, the caller's account, the answers. */
export function routeKit(options: { data: () => ShopData | null; verifier: AccountVerifier | null }) {
  const dataOr503 = (): ShopData => {
    const data = options.data();
    if (!data) throw new HttpProblem(503, UNAVAILABLE);
    return data;
  };

  /** The verified account of the request: undefined without a token, 401 for a bad one. */
  const accountOf = async (request: FastifyRequest): Promise<VerifiedAccount | undefined> => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return undefined;
    const account = token && options.verifier ? await options.verifier(token) : null;
    if (!account) {
      throw new HttpProblem(401, {
        error: 'Your session has expired',
        message: 'Sign in again to see your orders.',
      });
    }
    return account;
  };
  const requireAccount = async (request: FastifyRequest): Promise<VerifiedAccount> => {
    const account = await accountOf(request);
    if (!account) throw new HttpProblem(401, { error: 'Sign in required', message: 'Sign in to see your records.' });
    return account;
  };

  const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    reply.header('Cache-Control', 'no-store');
    if (error instanceof HttpProblem) return reply.code(error.statusCode).send(error.body);
    if (isUnavailableError(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', '30').send(UNAVAILABLE);
    }
    request.log.error({ err: error }, 'order API failed');
    return reply.code(500).send({ error: 'Something went wrong', message: 'Please try again in a moment.' });
  };

  /** Wraps a handler: JSON answers, never cached, errors as above. */
  const handle =
    (work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        reply.header('Cache-Control', 'no-store');
        return await work(request, reply);
      } catch (error) {
        return fail(request, reply, error);
      }
    };

  return { dataOr503, accountOf, requireAccount, fail, handle };
}

export type RouteKit = ReturnType<typeof routeKit>;
export const MINUTE = 60_000;
/** Reads of a visitor's records, per client address. */
export const READ_LIMIT = { rateLimit: { max: 120, timeWindow: MINUTE } };

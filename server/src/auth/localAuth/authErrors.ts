// Errors of the local auth service, answered in the hosted service's shape: clients that announce
// the current API version get `{ code, message }`, older ones the legacy `{ code, error_code, msg }`.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The API version this service speaks: announced in every answer, and it decides the error shape. */
export const API_VERSION = '2024-01-01';

/** An error answered in the hosted service's shape. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const unavailable = () =>
  new AuthError(503, 'service_unavailable', 'Sign-in is temporarily unavailable. Please try again later.');
export const badJson = (detail: string) =>
  new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

const wantsNewErrors = (request: FastifyRequest) => {
  const header = request.headers['x-supabase-api-version'];
  return typeof header === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(header) && header >= API_VERSION;
};

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError) {
  const body = wantsNewErrors(request)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return reply.code(error.status).send(body);
}

// Every failure, thrown by a route, a hook, the body parser or the rate limiter, and every unknown
// path, answered as the hosted service does. Set on the parent scope (fastify-plugin): an error
// handler set inside an encapsulated plugin would only cover that plugin's own routes.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { isUnavailableError } from '../../db';
import { AuthError, badJson, sendAuthError, unavailable } from './authErrors';
import { AUTH_BODY_LIMIT } from './jsonBodies';

const errorRepliesPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AuthError) return sendAuthError(request, reply, error);
    if (isUnavailableError(error)) {
      request.log.error({ err: error }, 'SIGN-IN UNAVAILABLE: the accounts database cannot be reached');
      return sendAuthError(request, reply, unavailable());
    }
    const fastifyError = error as { code?: string; statusCode?: number; message?: string };
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendAuthError(request, reply, badJson(`the body is larger than ${AUTH_BODY_LIMIT / 1024} KB`));
    }
    if (fastifyError.code?.startsWith('FST_ERR_CTP') || (fastifyError.statusCode ?? 500) < 500) {
      return sendAuthError(request, reply, badJson(fastifyError.message ?? 'unreadable body'));
    }
    request.log.error({ err: error }, 'local auth failed');
    return sendAuthError(
      request,
      reply,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please try again'),
    );
  });

  app.setNotFoundHandler(async (request, reply) =>
    sendAuthError(
      request,
      reply,
      new AuthError(404, 'not_found', `${request.method} ${request.url.split('?')[0]} is not part of this service`),
    ),
  );
};

export const errorReplies = fp(errorRepliesPlugin, { name: 'local-auth-error-replies', fastify: '5.x' });

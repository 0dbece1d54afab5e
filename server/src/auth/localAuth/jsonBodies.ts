// Request bodies: JSON only, small, and untrusted. The parser decorates the parent scope
// (fastify-plugin) so that every route plugin registered after it reads bodies the same way.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { badJson } from './authErrors';

export const AUTH_BODY_LIMIT = 16 * 1024;

const jsonBodyParser: FastifyPluginAsync = async (app) => {
  // supabase-js sends sign-out as a JSON request with no body: an empty body is an empty object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(badJson((error as Error).message), undefined);
    }
  });
};

export const jsonBodies = fp(jsonBodyParser, { name: 'local-auth-json-bodies', fastify: '5.x' });

/** The body checked against its schema (each field's type; unknown fields are ignored, as GoTrue does). */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badJson('expected a JSON object');
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const issue = result.issues[0];
    const field = issue.path?.map((p) => String(p.key)).join('.') ?? 'body';
    throw badJson(`${field}: ${issue.message}`);
  }
  return result.output;
}

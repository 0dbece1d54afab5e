// GET /healthz: the process is alive and answering (liveness: restart it when this fails).
// GET /readyz: every origin is listening, every remote moved elsewhere answers, and the auth backend
// is usable (readiness: send visitors here only when this is 200). 503 with the failing checks
// otherwise, and from the start of a shutdown on.
import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  name: string;
  /** null when ready, otherwise why not. */
  check: () => Promise<string | null>;
}

export interface HealthOptions {
  checks: ReadinessCheck[];
  draining: () => boolean;
}

export function registerHealthChecks(app: FastifyInstance, { checks, draining }: HealthOptions): void {
  // A load balancer asks every few seconds: those requests are not logged, their failures are.
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (draining()) return reply.code(503).send({ status: 'shutting down' });
    const results = await Promise.all(checks.map(async ({ name, check }) => [name, await check()] as const));
    const failing = Object.fromEntries(results.filter(([, problem]) => problem !== null));
    const ready = Object.keys(failing).length === 0;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not ready',
      checks: Object.fromEntries(results.map(([n, p]) => [n, p ?? 'ok'])),
    });
  });
}

/** A remote served from elsewhere is ready when its manifest answers. */
export async function manifestAnswers(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok ? null : `manifest answered ${response.status}`;
  } catch (error) {
    return `manifest unreachable (${(error as Error).message})`;
  }
}

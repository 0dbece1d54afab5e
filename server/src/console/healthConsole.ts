// The console's health charts and Speed page (docs/console.md, "The pages"): a remote's
// errored sessions and p75 LCP and INP per interval over the last hour or day, canary against stable,
// and each route's p75 LCP, INP and CLS over the last day and week, rated as the Web Vitals rate them.
// Read from the telemetry room's aggregates; a team sees its own remotes' routes, an owner all.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  HEALTH_WINDOWS,
  HealthQuerySchema,
  rateVital,
  SPEED_WINDOWS,
  SpeedQuerySchema,
  type HealthSeries,
  type RouteSpeedView,
  type SpeedAnswer,
  type SpeedWindow,
} from '@site/contract/consoleHealth';
import type { Database } from '../db';
import { releaseHealthSeries, routeSpeed, type RouteSpeed } from '../telemetry';
import { accountOf, checked, LIMITED, remoteWithin, type ConsoleOptions } from './consoleRequest';

const ratedRoute = (speed: RouteSpeed, remote: string | null): RouteSpeedView => {
  const rated = (metric: 'lcp' | 'inp' | 'cls') => ({
    p75: speed.p75[metric],
    samples: speed.samples[metric],
    rating: rateVital(metric, speed.p75[metric]),
  });
  return { route: speed.route, remote, lcp: rated('lcp'), inp: rated('inp'), cls: rated('cls') };
};

export function registerHealthConsole(app: FastifyInstance, options: ConsoleOptions): void {
  const databaseOr503 = (reply: FastifyReply): Database | null => {
    const db = options.telemetry.database();
    if (!db) void reply.code(503).send({ error: 'Unavailable', message: 'The database cannot be reached.' });
    return db;
  };

  app.get<{ Params: { remote: string } }>('/remotes/:remote/health', LIMITED, async (request, reply) => {
    const remote = remoteWithin(options, request, reply);
    if (!remote) return reply;
    const query = checked(HealthQuerySchema, request.query, reply);
    if (!query.ok) return reply;
    const db = databaseOr503(reply);
    if (!db) return reply;
    const { window } = query.value;
    const { spanMs, stepMs } = HEALTH_WINDOWS[window];
    const until = new Date();
    const since = new Date(until.getTime() - spanMs);
    const points = await releaseHealthSeries(db, { remote, since, until, stepMs });
    const series: HealthSeries = {
      remote,
      window,
      since: points[0]?.at ?? since.toISOString(),
      until: until.toISOString(),
      stepMs,
      points,
    };
    return series;
  });

  app.get('/speed', LIMITED, async (request, reply) => {
    if (!checked(SpeedQuerySchema, request.query, reply).ok) return reply;
    const account = accountOf(request);
    const db = databaseOr503(reply);
    if (!db) return reply;
    const owner = account.roles.includes('owner');
    const until = new Date();
    const windows = await Promise.all(
      (Object.keys(SPEED_WINDOWS) as SpeedWindow[]).map(async (window) => {
        const since = new Date(until.getTime() - SPEED_WINDOWS[window]);
        const routes = (await routeSpeed(db, { since, until }))
          .map((speed) => ratedRoute(speed, options.telemetry.ownerOfRoute(speed.route)))
          .filter((view) => owner || (view.remote !== null && account.allows(view.remote)));
        return { window, since: since.toISOString(), until: until.toISOString(), routes };
      }),
    );
    const answer: SpeedAnswer = { windows };
    return answer;
  });
}

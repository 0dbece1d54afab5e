// What bench:telemetry sends: batches as pages send them (contract/src/telemetry.ts), for the live
// releases of the site it measures (its /remotes.json), each a page view of its own.
import crypto from 'node:crypto';

const VITALS = [
  ['LCP', 900, 4000],
  ['INP', 40, 400],
  ['CLS', 0, 0.3],
  ['FCP', 500, 2500],
  ['TTFB', 50, 800],
];

/** `count` JSON bodies: one page view each, a route of a remote, its releases, vitals, an error in ten. */
export function beaconBodies(config, count) {
  const remotes = Object.keys(config.remotes);
  const releaseOf = (remote) => config.releases?.[remote] ?? `${remote}-bench-release`;
  const routesOf = (remote) => (config.sections?.[remote]?.routes ?? [`/${remote}`]).filter((r) => !r.includes(':'));
  const bodies = [];
  for (let i = 0; i < count; i += 1) {
    const remote = remotes[i % remotes.length];
    const routes = routesOf(remote);
    const route = (routes[i % routes.length] ?? '/').toLowerCase();
    // The route's remote and, on most pages, another one the page loads (the chrome's, say).
    const loaded = [...new Set([remote, remotes[(i * 7) % remotes.length]])];
    const release = releaseOf(remote);
    const frame = `http://127.0.0.1/releases/${release}/main.js:1:${100 + (i % 50)}`;
    bodies.push(
      JSON.stringify({
        pageView: crypto.randomBytes(12).toString('base64url'),
        route,
        routeRemote: remote,
        releases: loaded.map((name, n) => ({
          remote: name,
          release: releaseOf(name),
          cohort: 'stable',
          session: true,
          ...(n === 0 && i % 10 === 0 ? { errored: true } : {}),
        })),
        vitals: VITALS.map(([name, low, high]) => ({
          name,
          value: low + ((i * 37) % 100) * ((high - low) / 100),
          remote,
        })),
        errors:
          i % 10 === 0
            ? [{ kind: 'error', remote, release, message: `TypeError: item ${i % 5} is undefined`, frame, count: 1 }]
            : [],
      }),
    );
  }
  return bodies;
}

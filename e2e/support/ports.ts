// The browser tests' ports (E2E_PORT, scripts/settings.js): the shared site listens on E2E_PORT,
// and each site a test file starts of its own takes ports of its own above it, from one table, so
// that files run side by side never take one port (two offsets written in two files once did:
// `listen EADDRINUSE` in one file while the other ran). A site listens on its port and the next
// seven (the README: the shell on PORT, the rest above it). The table is checked as it loads: no
// two entries overlap, and none takes a port browsers and fetch refuse (topology's
// BROWSER_REFUSED_PORTS: 4190, ManageSieve, above the default base; 5060, SIP, or 6000, X11, above
// others) or one this machine's services hold (NATS, 4222).
import type { Server } from 'node:net';
import { BROWSER_REFUSED_PORTS } from '../../topology';
import { toolSettings } from '../../scripts/settings';

export const E2E_PORT = toolSettings().E2E_PORT;

/** A site's ports: its own port and the next seven. */
const SITE = 8;

/** What each test file starts of its own: offset above E2E_PORT and how many ports from there. */
const TAKEN = {
  'shared site': [0, SITE],
  account: [20, SITE],
  'static-remote files': [30, 1],
  'orders-durability': [40, SITE],
  'remote-down': [50, SITE],
  operations: [60, SITE],
  'first-seconds': [70, SITE],
  'first-seconds hung remote': [79, 1],
  orders: [80, SITE],
  releases: [95, SITE],
  previews: [105, SITE],
  'operations port taken': [113, SITE],
  'releases-instances one': [130, SITE],
  'releases-instances two': [140, SITE],
  'orders-durability second server': [148, SITE],
  'release-pages': [160, SITE],
  admin: [170, SITE],
  dev: [180, SITE],
  'orders-instances one': [200, SITE],
  'orders-instances two': [210, SITE],
  'static-remote site': [220, SITE],
  'server-build': [230, SITE],
  rollout: [250, SITE],
  telemetry: [270, SITE],
  'admin-health': [280, SITE],
  'rollout-judged': [290, SITE],
  'shop-console': [300, SITE],
  'shop-console-durability': [310, SITE],
  'shop-payouts': [320, SITE],
} as const satisfies Record<string, readonly [number, number]>;

/** Ports a test's site cannot take: those browsers and fetch refuse, and one this machine's NATS holds. */
const UNUSABLE = [...BROWSER_REFUSED_PORTS, 4222];

/** The entries that share a port or take an unusable one (none: the table is checked below). */
export function portClashes(taken: Record<string, readonly [number, number]>, base: number): string[] {
  const entries = Object.entries(taken).map(([name, [offset, count]]) => ({
    name,
    from: base + offset,
    to: base + offset + count,
  }));
  const clashes: string[] = [];
  entries.forEach((a, i) => {
    for (const b of entries.slice(i + 1)) if (a.from < b.to && b.from < a.to) clashes.push(`${a.name} and ${b.name}`);
    for (const port of UNUSABLE) if (port >= a.from && port < a.to) clashes.push(`${a.name} takes ${port}`);
  });
  return clashes;
}

const clashes = portClashes(TAKEN, E2E_PORT);
if (clashes.length) throw new Error(`e2e/support/ports.ts: ports taken twice or unusable: ${clashes.join('; ')}`);

/** The first port of a site in the table. */
export const portOf = (site: keyof typeof TAKEN): number => E2E_PORT + TAKEN[site][0];

/**
 * A test's own server listening on 127.0.0.1:`port` (0: any free port). A port already held fails
 * the test at once, not at its timeout.
 */
export const listenOn = (server: Server, port: number): Promise<void> =>
  new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));

/** The environment of a process a test starts: this one's, with `extra` over it. */
export { childEnv } from '../../scripts/settings';

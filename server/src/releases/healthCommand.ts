// `npm run release:health -- <remote> [--since 1h] [--until ...] [--json]` (docs/release-health.md): each release's sessions, crash-free sessions, p75 LCP, INP and CLS, stable and
// canary side by side, and the top error groups; `--json` prints the ReleaseHealth[] array. Finds the
// data as the other release commands do: with the embedded database held by a running server, it
// asks that server with the remote's release token; otherwise it opens the database itself.
import { parseArgs } from 'node:util';
import type { ReleaseHealth } from '@site/contract/health';
import { readConfig, registry as siteRegistry } from '../config';
import { migrate, openDatabase, readLockOwner } from '../db';
import { formatReleaseHealth, healthPath, parseSpan, releaseHealth, type Span } from '../telemetry';
import { checkCommandArgs } from './commandArgs';
import { releaseToken } from './releaseTokens';

const USAGE = `Usage: npm run release:health -- <remote> [--since 1h] [--until <time>] [--top N] [--json]
--since and --until take a duration before now (20s, 30m, 1h, 7d) or an ISO time (default: the last hour).
Remotes: ${Object.keys(siteRegistry.remotes).join(', ')}.`;

async function overHttp(url: string, token: string, remote: string, query: URLSearchParams): Promise<ReleaseHealth[]> {
  const response = await fetch(`${url}${healthPath(remote)}?${query.toString()}`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => null)) as ReleaseHealth[] | { message?: string } | null;
  if (!response.ok || !Array.isArray(answer)) {
    throw new Error(
      (answer as { message?: string } | null)?.message ?? `The server at ${url} answered ${response.status}.`,
    );
  }
  return answer;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      until: { type: 'string' },
      top: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const remote = positionals[0];
  if (values.help || !remote) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  if (!siteRegistry.remotes[remote]) throw new Error(`"${remote}" is not a remote of this site.`);
  checkCommandArgs('health', positionals, values);
  const top = values.top === undefined ? 5 : Number(values.top);
  if (!Number.isInteger(top) || top < 0 || top > 99) throw new Error(`--top must be a number from 0 to 99.`);
  const now = Date.now();
  // Checked here first, so a mistake is said the same way with or without a running server.
  const span: Span = parseSpan(values.since, values.until, now, { since: '--since', until: '--until' });
  const config = readConfig();
  const { dataDir, databaseUrl } = config.data;
  let list: ReleaseHealth[];
  const owner = databaseUrl ? null : readLockOwner(dataDir);
  if (owner) {
    const token = releaseToken(config.releases.tokens[remote], dataDir, remote, false);
    if (!owner.url || !token) {
      throw new Error(
        `The embedded database in ${dataDir} is held by process ${owner.pid} (${owner.role}), which does not answer for releases. Stop it, or run this again once it has started.`,
      );
    }
    const query = new URLSearchParams({
      since: span.since.toISOString(),
      until: span.until.toISOString(),
      top: String(top),
    });
    list = await overHttp(owner.url, token, remote, query);
  } else {
    const db = await openDatabase(config.data);
    try {
      await migrate(db);
      list = await releaseHealth(db, { remote, ...span, topErrors: top });
    } finally {
      await db.close();
    }
  }
  console.log(values.json ? JSON.stringify(list, null, 2) : formatReleaseHealth(remote, span, list));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run orders [-- --from 2026-11-01 --to 2026-11-30 --status paid --csv [--out sales.csv]]`:
// the shop's orders for its owner (docs/orders.md), from the database the server uses, found by the
// same settings (DATABASE_URL, DATA_DIR). With the embedded database held by a running server, it
// asks that server (PGlite allows one process per data folder); otherwise it opens the data itself.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../config';
import { databaseSettingsFromEnv, openDatabase } from '../db/database';
import { readLockOwner } from '../db/dataLock';
import { migrate } from '../db/migrate';
import { readAdminToken } from './adminAccess';
import { listOrders, parseReportFilters, toCsv, toTable, type ReportFilters, type ReportRow } from './orderReport';

const USAGE = `Usage: npm run orders -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--status paid|pending] [--limit N] [--csv] [--out FILE]

Lists the shop's orders, newest first. --csv writes CSV (to FILE with --out, else to the terminal).
Reads DATABASE_URL, or the embedded database in DATA_DIR (default ./data), as the server does.`;

async function fromRunningServer(url: string, token: string, filters: ReportFilters): Promise<ReportRow[]> {
  const query = new URLSearchParams(
    Object.entries(filters).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  const response = await fetch(`${url}/api/admin/orders?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => null)) as { rows?: ReportRow[]; message?: string } | null;
  if (!response.ok || !body?.rows) {
    throw new Error(`The running server at ${url} answered ${response.status}: ${body?.message ?? 'no orders'}`);
  }
  return body.rows;
}

async function loadRows(filters: ReportFilters): Promise<{ rows: ReportRow[]; source: string }> {
  const settings = databaseSettingsFromEnv(process.env, REPO_ROOT);
  if (!settings.databaseUrl) {
    const owner = readLockOwner(settings.dataDir);
    if (owner) {
      const token = readAdminToken(settings.dataDir);
      if (!owner.url || !token) {
        throw new Error(
          `The embedded database in ${settings.dataDir} is held by process ${owner.pid} (${owner.role}), which does not answer for it. Stop it, or run this again once it has started.`,
        );
      }
      return { rows: await fromRunningServer(owner.url, token, filters), source: `the running server at ${owner.url}` };
    }
  }
  const db = await openDatabase(settings);
  try {
    await migrate(db);
    return { rows: await listOrders(db, filters), source: db.description };
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string' },
      csv: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const filters = parseReportFilters(values);
  const { rows, source } = await loadRows(filters);
  const text = values.csv || values.out ? toCsv(rows) : toTable(rows);
  if (values.out) {
    fs.writeFileSync(values.out, text);
    console.error(`Wrote ${rows.length} order(s) to ${values.out} (from ${source}).`);
  } else {
    process.stdout.write(text);
    if (!values.csv) console.error(`(from ${source})`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\n${USAGE}`);
  process.exit(1);
});

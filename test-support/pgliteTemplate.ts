// One initialised, empty embedded database per test run, which every new data folder of the tests
// copies (PGLITE_TEMPLATE_DIR, docs/data.md) instead of running PGlite's initdb again: about 7 s of
// CPU each on a slow machine, for a few hundred folders across the unit and browser tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The template's folder for the installed PGlite (made once, then kept in .tmp/). */
export function ensurePgliteTemplate(): string {
  const pglite = path.join(ROOT, 'node_modules', '@electric-sql', 'pglite');
  const { version } = JSON.parse(fs.readFileSync(path.join(pglite, 'package.json'), 'utf8')) as { version: string };
  const dir = path.join(ROOT, '.tmp', `pglite-template-${version}`);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  // Made aside and renamed, so a run that starts meanwhile never copies half a folder.
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const aside = fs.mkdtempSync(`${dir}-making-`);
  const script = `const { PGlite } = require(${JSON.stringify(pglite)});
    (async () => { const db = new PGlite(process.argv[1]); await db.waitReady; await db.close(); })()
      .catch((error) => { console.error(error); process.exit(1); });`;
  const made = spawnSync(process.execPath, ['-e', script, aside], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`Could not make the PGlite template in ${aside}: ${made.stderr}`);
  try {
    fs.renameSync(aside, dir);
  } catch {
    fs.rmSync(aside, { recursive: true, force: true }); // another run made it first
  }
  return dir;
}

/** For a globalSetup: every test process and site it starts inherits the template. */
export function sharePgliteTemplate(): void {
  process.env.PGLITE_TEMPLATE_DIR = ensurePgliteTemplate();
}

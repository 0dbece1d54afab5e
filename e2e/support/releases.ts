// What the release tests share: the release command run as a team runs it, and a copy of the shop's
// build changed as a team's next build would be (docs/releases.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { childEnv } from './ports';

const ROOT = path.resolve(__dirname, '..', '..');
export const OLD_SHOP_TITLE = 'AI Products for Business Owners';
export const NEW_SHOP_TITLE = 'Spring Sale: AI Products';

/**
 * A release command with the given settings (it finds the site and its data by them), run in a
 * checkout (by default this one).
 */
export function releaseCommand(env: Record<string, string>, ...args: string[]) {
  return releaseCommandIn(ROOT, env, ...args);
}

/**
 * Runs the release command in `root`. Asynchronously: a build takes minutes on a loaded machine, and
 * a test blocked that long (spawnSync) then reused a connection the site had meanwhile closed as
 * idle (fetch failed: EPIPE, other side closed).
 */
export function releaseCommandIn(
  root: string,
  env: Record<string, string>,
  ...args: string[]
): Promise<{ status: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'server/dist/releases/releaseCommand.js'), ...args], {
      cwd: root,
      env: childEnv({ RELEASE_ACTOR: 'shop team', ...env }),
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, out: out.trim(), err }));
  });
}

/** A copy of the shop's build, changed by `change`. */
export function shopBuild(change: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-build-'));
  fs.cpSync(path.join(ROOT, 'mfe-shop', 'dist'), dir, { recursive: true });
  change(dir);
  return dir;
}

/**
 * The shop's heading retitled in its code and its prerendered pages: a visible change. Returns how
 * many files changed.
 */
export function retitleShop(dir: string): number {
  let changed = 0;
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.js') || file === 'pages.json')) {
    const file = path.join(dir, name);
    const code = fs.readFileSync(file, 'utf8');
    if (code.includes(OLD_SHOP_TITLE)) {
      fs.writeFileSync(file, code.split(OLD_SHOP_TITLE).join(NEW_SHOP_TITLE));
      changed += 1;
    }
  }
  return changed;
}

/** What a build's release contract says it needs and declares, as a test changes it. */
interface ShopContract {
  needs: Record<string, string>;
  manifest: { routes: string[] };
}

/** A build's release contract (release-contract.json) changed by `change`, as another build would declare it. */
export function changeShopContract(dir: string, change: (contract: ShopContract) => void): void {
  const file = path.join(dir, 'release-contract.json');
  const contract = JSON.parse(fs.readFileSync(file, 'utf8')) as ShopContract;
  change(contract);
  fs.writeFileSync(file, JSON.stringify(contract));
}

/** Publishes a build of the shop to the site of `dataDir` on `port`, not activated: its id. */
export async function publishShop(dataDir: string, port: number, build: string): Promise<string> {
  const env = { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' };
  const published = await releaseCommand(env, 'publish', 'shop', '--from', build);
  expect(published.status).toBe(0);
  return published.out;
}

/** Publishes a retitled build of the shop to the site of `dataDir` on `port`, not activated: its id. */
export async function publishRetitledShop(dataDir: string, port: number): Promise<string> {
  return publishShop(
    dataDir,
    port,
    shopBuild((dir) => expect(retitleShop(dir)).toBeGreaterThan(0)),
  );
}

/**
 * The live shop of a site once `test` holds of its manifest URL, read every 200 ms: every instance
 * serves an activation within 5 s, so past that it fails, saying what is live.
 */
export async function untilLiveShopOf(shellUrl: string, test: (manifest: string) => boolean): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const manifest = await liveShopOf(shellUrl);
    if (test(manifest)) return manifest;
    if (Date.now() > deadline) throw new Error(`the live shop is still ${manifest}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The manifest URL of the live shop that a site's /remotes.json names. */
export async function liveShopOf(shellUrl: string): Promise<string> {
  const config = (await (await fetch(`${shellUrl}/remotes.json`)).json()) as { remotes: { shop: string } };
  return config.remotes.shop;
}

/**
 * Another checkout of the repository, as the shop's team has it: the sources, the commands (built),
 * the shell's build contract; the installed packages shared with this one, the remotes unbuilt.
 * `change` edits its sources. The caller removes the folder.
 */
export function teamCheckout(change: (root: string) => void): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'team-checkout-'));
  // .tmp: benchmark yardsticks and test results, whole checkouts of their own.
  const skip = new Set(['node_modules', '.git', 'screenshots', 'e2e', 'bench', '.tmp']);
  // The commands are the server's build, which runs on the contract's (@site/contract).
  const keepDist = new Set(['shell', 'server', 'contract'].map((dir) => path.join(ROOT, dir, 'dist')));
  fs.cpSync(ROOT, root, {
    recursive: true,
    // The copies keep their times: otherwise every source is newer than the builds kept beside
    // it, and `npm run dev` in the checkout rebuilt the server (tsc -b: 18 s, 27 s of CPU).
    preserveTimestamps: true,
    filter: (source) => {
      const name = path.basename(source);
      if (path.dirname(source) === ROOT && skip.has(name)) return false;
      // A package's own build (dist) is the checkout's to make; an installed one's is its files.
      return name !== 'dist' || keepDist.has(source) || source.split(path.sep).includes('node_modules');
    },
  });
  linkPackages(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), root);
  change(root);
  return root;
}

/**
 * The checkout's node_modules: the installed packages are this one's, the workspace packages
 * (links into the repository, as npm makes them) the checkout's own.
 */
function linkPackages(from: string, to: string, checkout: string): void {
  fs.mkdirSync(to, { recursive: true });
  // Not the build's caches (node_modules/.cache): the checkout's builds keep their own.
  for (const name of fs.readdirSync(from).filter((entry) => entry !== '.cache')) {
    const source = path.join(from, name);
    const stat = fs.lstatSync(source);
    if (name.startsWith('@') && stat.isDirectory()) {
      linkPackages(source, path.join(to, name), checkout);
    } else if (stat.isSymbolicLink() && path.resolve(from, fs.readlinkSync(source)).startsWith(`${ROOT}${path.sep}`)) {
      const inRepo = path.relative(ROOT, path.resolve(from, fs.readlinkSync(source)));
      fs.symlinkSync(path.join(checkout, inRepo), path.join(to, name), 'dir');
    } else {
      fs.symlinkSync(source, path.join(to, name), stat.isDirectory() ? 'dir' : 'file');
    }
  }
}

/** Edits a source file of a checkout: `replace` of `find`, which must be there. */
export function editSource(root: string, file: string, find: string, replace: string): void {
  const full = path.join(root, file);
  const source = fs.readFileSync(full, 'utf8');
  if (!source.includes(find)) throw new Error(`${file} no longer contains ${JSON.stringify(find)}`);
  fs.writeFileSync(full, source.replace(find, replace));
}

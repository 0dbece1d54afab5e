// The prerendered pages are a function of what they are made from: the packages' build output (each
// dist/ folder as webpack wrote it), the prerender bundle, the scripts that draw the pages, social
// cards and icons, the remotes' manifests and the installed packages. When none of that changed
// since a build whose prerendering was kept, the files that prerendering wrote are put back
// instead of made again (docs/working.md, "The build's cache"). Only the latest is kept.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './steps.mjs';

const require = createRequire(import.meta.url);
const { packageDirs, remoteNames } = require(path.join(ROOT, 'topology', 'index.js'));
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'site-prerender');
const MADE_FROM = [
  'scripts/prerender.mjs',
  'prerender/dist',
  'webpack/brand',
  'webpack/firstPaint/brandFont.js',
  'webpack/registry',
  'topology',
  'package-lock.json',
];

/** Every file under `entry` (a file or a folder), relative to the root. */
function filesOf(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(ROOT, path.join(dirent.parentPath, dirent.name)));
}

const hashOf = (content) => crypto.createHash('sha256').update(content).digest('hex');

/** Each file of the packages' build output, by path, with its content hash. */
function buildOutput() {
  return new Map(
    packageDirs
      .flatMap((dir) => filesOf(path.join(dir, 'dist')))
      .map((file) => [file, hashOf(fs.readFileSync(path.join(ROOT, file)))]),
  );
}

/**
 * What the prerendering is made from, now: `key` names it, `output` is the build output it starts
 * from (to tell afterwards which files it wrote).
 */
export function prerenderInputs() {
  const { manifestSources } = require(path.join(ROOT, 'webpack', 'registry', 'siteRegistry.js'));
  const output = buildOutput();
  const sources = [...MADE_FROM.flatMap(filesOf), ...remoteNames.flatMap((name) => manifestSources(name))]
    .map((file) => path.relative(ROOT, path.resolve(ROOT, file)))
    .sort();
  const hash = crypto.createHash('sha256').update(process.version);
  for (const [file, fileHash] of [...output].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(`${file}\0${fileHash}\0`);
  for (const file of sources) hash.update(`${file}\0${hashOf(fs.readFileSync(path.join(ROOT, file)))}\0`);
  return { key: hash.digest('hex').slice(0, 16), output };
}

const entryDir = (key) => path.join(CACHE_DIR, key);

/** Puts back the files of the prerendering made from `key`; false when there is none. */
export function restorePrerendered(key) {
  const list = path.join(entryDir(key), 'files.json');
  if (!fs.existsSync(list)) return false;
  for (const file of JSON.parse(fs.readFileSync(list, 'utf8'))) {
    fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    fs.copyFileSync(path.join(entryDir(key), 'files', file), path.join(ROOT, file));
  }
  return true;
}

/** Keeps the files the prerendering wrote (new or changed since `output`) under `key`. */
export function keepPrerendered({ key, output }) {
  const written = [...buildOutput()].filter(([file, hash]) => output.get(file) !== hash).map(([file]) => file);
  fs.rmSync(CACHE_DIR, { recursive: true, force: true });
  for (const file of written) {
    fs.mkdirSync(path.dirname(path.join(entryDir(key), 'files', file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(entryDir(key), 'files', file));
  }
  // Written last: an entry without its list (an interrupted copy) is never restored.
  fs.writeFileSync(path.join(entryDir(key), 'files.json'), JSON.stringify(written));
}

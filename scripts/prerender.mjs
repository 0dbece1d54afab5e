// Prerenders the pages each remote declares (its src/manifest.ts, read through
// webpack/registry/siteRegistry.js) into that remote's build: dist/pages.json holds each page as a fragment
// (its title, description, head tags, #root markup) and the sections it was rendered with, and
// dist/og/ its social cards. The server composes a page from the fragment of the release a visitor
// gets and its own shell page (docs/rollouts.md, "Pages of a release"). Run after the production
// build, it prerenders every remote, the not-found page (shell/dist/not-found.json), the icons and
// the web app manifest (webpack/brand/brandImages.js), which every page links. With `--remote <name>`
// (a release of that remote: npm run release) it prerenders that remote's pages only, into its
// build or, with `--out <dir>`, into that folder (the release command builds meanwhile). With
// `--bundled` it takes the prerender bundle as built (scripts/build.mjs compiles it with the rest).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { registry, remoteNames } = require(path.join(ROOT, 'topology', 'index.js'));
const { pagesOf, sitePages } = require(path.join(ROOT, 'webpack', 'registry', 'siteRegistry.js'));
const { loadBrandOutlines, writeIconsAndManifest, writeSocialCards } = require(
  path.join(ROOT, 'webpack', 'brand', 'brandImages.js'),
);
const { values: args } = parseArgs({
  options: { remote: { type: 'string' }, out: { type: 'string' }, bundled: { type: 'boolean' } },
});
const only = args.remote ?? null;
if (args.out && !only) {
  console.error('--out goes with --remote: the site build writes into each remote build.');
  process.exit(1);
}
const shellDist = path.join(ROOT, 'shell', 'dist');

function fail(message) {
  console.error(`\nPrerender failed: ${message}\n`);
  process.exit(1);
}

if (only && !remoteNames.includes(only)) fail(`"${only}" is not a remote of topology/remotes.json.`);
const remotesToRender = only ? [only] : remoteNames;
const distOf = (name) => path.join(ROOT, registry.remotes[name].dir, 'dist');

// Every remote prerendered must be built: its pages go with its build (unless they go aside).
for (const name of args.out ? [] : remotesToRender) {
  const remote = registry.remotes[name];
  const manifestFile = path.join(ROOT, remote.dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) {
    fail(
      `the "${name}" remote is not built (${path.relative(ROOT, manifestFile)} is missing). Build it first: npm run build -w ${remote.dir}`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (!manifest.exposes?.some((expose) => expose.path === './routes')) {
    fail(`the "${name}" remote does not expose ./routes (${path.relative(ROOT, manifestFile)}).`);
  }
}
const templateFile = path.join(shellDist, 'index.html');
if (!only && !fs.existsSync(templateFile)) fail('the shell is not built (shell/dist/index.html is missing).');

if (!args.bundled) {
  const bundle = spawnSync(
    process.execPath,
    ['node_modules/webpack-cli/bin/cli.js', '--config', 'prerender/webpack.prerender.js'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (bundle.status !== 0) fail('the prerender bundle did not compile.');
}
const { render, ready, theme, siteConfig, sections } = require(path.join(ROOT, 'prerender', 'dist', 'entry.js'));
await ready();
if (siteConfig.siteUrl !== registry.siteUrl) {
  fail(`siteConfig.siteUrl (${siteConfig.siteUrl}) and topology/remotes.json's siteUrl (${registry.siteUrl}) differ.`);
}

// The content files the site serves at /content/... (the content remote's, through the shell's
// proxy), as built: a page that renders from one shows it in its HTML (see usePrerenderedContent).
function readContentFiles() {
  const dir = path.join(distOf(registry.contentRemote), 'content');
  const files = {};
  if (!fs.existsSync(dir)) {
    if (!only) fail(`the content remote "${registry.contentRemote}" is not built (${path.relative(ROOT, dir)}).`);
    console.warn(`No content files (${path.relative(ROOT, dir)}): pages render without them.`);
    return files;
  }
  for (const name of fs.readdirSync(dir, { recursive: true })) {
    if (!String(name).endsWith('.json')) continue;
    const url = `/content/${String(name).split(path.sep).join('/')}`;
    try {
      files[url] = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      fail(`${url} is not valid JSON (${error.message}).`);
    }
  }
  return files;
}
const contentFiles = readContentFiles();

const SITE_URL = registry.siteUrl;
const escapeHtml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const font = await loadBrandOutlines();

// The icons and the manifest, linked from every page: the prerendered ones and index.html (the
// pages that render in the browser only). Written before reading the template, which gets them.
if (!only) {
  fs.rmSync(path.join(shellDist, 'og'), { recursive: true, force: true });
  fs.rmSync(path.join(shellDist, 'icons'), { recursive: true, force: true });
  const iconTags = writeIconsAndManifest({
    outDir: shellDist,
    colors: theme.colors,
    font,
    brandName: siteConfig.brandName,
    shortName: siteConfig.expertName,
    description: render('/', contentFiles).head.page?.description ?? siteConfig.brandName,
  });
  const shellIndex = fs.readFileSync(templateFile, 'utf8');
  if (!shellIndex.includes('name="manifest-after-paint"'))
    fs.writeFileSync(templateFile, shellIndex.replace('</head>', `${iconTags}</head>`));
}

/**
 * The page's social card (webpack/brand/socialCards.js) with the art and eyebrow its manifest
 * declares, and its tags with absolute URLs from the site's address.
 */
async function socialCardTags(outDir, { route, card }, pageTitle, fullTitle) {
  const cards = await writeSocialCards({
    outDir,
    pages: [{ route, title: pageTitle, card }],
    colors: theme.colors,
    brandName: siteConfig.brandName,
    siteUrl: siteConfig.siteUrl,
    font,
  });
  const image = cards[route];
  return [
    `<meta property="og:image" content="${escapeHtml(siteConfig.siteUrl + image.path)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(fullTitle)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${escapeHtml(siteConfig.siteUrl + image.path)}">`,
  ].join('');
}

/** A page as a fragment the server places in its shell page (server/src/pages/sitePages.ts). */
async function fragment(url, outDir, card) {
  const rendered = render(url, contentFiles);
  const meta = rendered.head.page;
  if (!meta) fail(`${url} rendered no <PageMeta>: every page needs a title and description.`);
  if (!rendered.html.includes('<h1')) fail(`${url} rendered no h1.`);
  const title = escapeHtml(rendered.title);
  const description = escapeHtml(meta.description);
  const pathForOg = meta.path ?? url.split('?')[0];
  const head = [
    // First: what the page's first frame waits for (shell/src/firstFrame/firstFrameWaits.ts).
    rendered.firstFrameWaits,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeHtml(SITE_URL + pathForOg)}">`,
    await socialCardTags(outDir, { route: url, card }, meta.title, rendered.title),
    // The server turns this marker into a preload of the remote's manifest (its URL is run-time
    // configuration). Content files the page rendered from go with it (see usePrerenderedContent).
    rendered.head.remote ? `<!--remote-manifest:${rendered.head.remote}-->` : '',
    ...(rendered.head.contentData ?? []).map(
      (entry) => `<script type="application/json" data-content-url="${escapeHtml(entry.url)}">${entry.json}</script>`,
    ),
    ...rendered.head.structuredData.map(
      (entry) => `<script type="application/ld+json" data-id="${escapeHtml(entry.id)}">${entry.json}</script>`,
    ),
    rendered.styles,
  ].join('');
  return { title: rendered.title, description: meta.description, head, root: rendered.html };
}

const PAGES_FILE = 'pages.json';
let count = 0;
for (const name of remotesToRender) {
  const outDir = args.out ? path.resolve(args.out) : distOf(name);
  fs.mkdirSync(outDir, { recursive: true });
  fs.rmSync(path.join(outDir, 'og'), { recursive: true, force: true });
  const pages = {};
  for (const { path: route, card } of pagesOf(name)) {
    pages[route] = await fragment(route, outDir, card);
    count += 1;
  }
  fs.writeFileSync(path.join(outDir, PAGES_FILE), `${JSON.stringify({ schema: 1, sections, pages })}\n`);
}
if (!only) {
  // The not-found page is the shell's: the brand's own card.
  const brandCard = { art: 'sparkles', eyebrow: siteConfig.brandName };
  const notFound = { schema: 1, sections, page: await fragment(sitePages.notFound, shellDist, brandCard) };
  fs.writeFileSync(path.join(shellDist, 'not-found.json'), `${JSON.stringify(notFound)}\n`);
  for (const stale of ['prerendered', 'prerender-manifest.json', 'sitemap.xml']) {
    fs.rmSync(path.join(shellDist, stale), { recursive: true, force: true });
  }
}
console.log(
  `Prerendered ${count} pages of ${remotesToRender.join(', ')} into each one's dist/${PAGES_FILE}${only ? '' : ', and the not-found page'}`,
);

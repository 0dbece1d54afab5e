// Prerenders every public page of the registry (webpack/remotes.json, see siteRegistry.js) to static HTML with the page's styles,
// title, description, Open Graph tags (with the page's social card) and structured data, into
// shell/dist/prerendered/, and writes shell/dist/prerender-manifest.json for the server. Also makes
// the social cards, the app icons and the web app manifest (webpack/brandImages.js) and links the
// manifest from every page, index.html included. Runs after the production build.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { registry, sitePages: routes, sitemapXml } = require(path.join(ROOT, 'webpack', 'siteRegistry.js'));
const { loadBrandOutlines, writeIconsAndManifest, writeSocialCards } = require(
  path.join(ROOT, 'webpack', 'brandImages.js'),
);
const shellDist = path.join(ROOT, 'shell', 'dist');

function fail(message) {
  console.error(`\nPrerender failed: ${message}\n`);
  process.exit(1);
}

// Every remote must be built: the prerendered pages are its pages.
for (const [name, remote] of Object.entries(registry.remotes)) {
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
if (!fs.existsSync(templateFile)) fail('the shell is not built (shell/dist/index.html is missing).');

const bundle = spawnSync(
  process.execPath,
  ['node_modules/webpack-cli/bin/cli.js', '--config', 'prerender/webpack.prerender.js'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
if (bundle.status !== 0) fail('the prerender bundle did not compile.');
const { render, ready, theme, siteConfig } = require(path.join(ROOT, 'prerender', 'dist', 'entry.js'));
await ready();
if (siteConfig.siteUrl !== registry.siteUrl) {
  fail(`siteConfig.siteUrl (${siteConfig.siteUrl}) and webpack/remotes.json's siteUrl (${registry.siteUrl}) differ.`);
}

// The content files the site serves at /content/... (the content remote's, through the shell's
// proxy), as built: a page that renders from one shows it in its HTML (see usePrerenderedContent).
function readContentFiles() {
  const dir = path.join(ROOT, registry.remotes[registry.contentRemote].dir, 'dist', 'content');
  const files = {};
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
if (!shellIndex.includes('rel="manifest"'))
  fs.writeFileSync(templateFile, shellIndex.replace('</head>', `${iconTags}</head>`));
const template = fs.readFileSync(templateFile, 'utf8');

/** The page's social card (webpack/socialCards.js), its tags with absolute URLs from the site's address. */
async function socialCardTags(route, pageTitle, fullTitle) {
  const cards = await writeSocialCards({
    outDir: shellDist,
    pages: [{ route, title: pageTitle }],
    colors: theme.colors,
    brandName: siteConfig.brandName,
    siteUrl: siteConfig.siteUrl,
    font,
  });
  const card = cards[route];
  return [
    `<meta property="og:image" content="${escapeHtml(siteConfig.siteUrl + card.path)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${card.width}">`,
    `<meta property="og:image:height" content="${card.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(fullTitle)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${escapeHtml(siteConfig.siteUrl + card.path)}">`,
  ].join('');
}

async function page(url) {
  const rendered = render(url, contentFiles);
  const meta = rendered.head.page;
  if (!meta) fail(`${url} rendered no <PageMeta>: every page needs a title and description.`);
  if (!rendered.html.includes('<h1')) fail(`${url} rendered no h1.`);
  const title = escapeHtml(rendered.title);
  const description = escapeHtml(meta.description);
  const pathForOg = meta.path ?? url.split('?')[0];
  const headTags = [
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeHtml(SITE_URL + pathForOg)}">`,
    await socialCardTags(url, meta.title, rendered.title),
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
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="?description"? content="[^"]*">/, () => `<meta name="description" content="${description}">`)
    .replace('</head>', () => `${headTags}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${rendered.html}</div>`);
  if (!html.includes(`<title>${title}</title>`) || !html.includes(rendered.html)) {
    fail(`could not place ${url} in shell/dist/index.html (template changed?).`);
  }
  return html;
}

const outDir = path.join(shellDist, 'prerendered');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const manifest = { pages: {}, notFound: 'prerendered/404.html', clientOnly: routes.protected };
for (const url of routes.public) {
  const pathname = url.split('?')[0];
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1).replace(/\//g, '__')}.html`;
  fs.writeFileSync(path.join(outDir, file), await page(pathname));
  manifest.pages[pathname] = `prerendered/${file}`;
}
fs.writeFileSync(path.join(outDir, '404.html'), await page(routes.notFound));
fs.writeFileSync(path.join(shellDist, 'prerender-manifest.json'), JSON.stringify(manifest, null, 2));
fs.writeFileSync(path.join(shellDist, 'sitemap.xml'), sitemapXml());
console.log(`Prerendered ${Object.keys(manifest.pages).length} pages and 404.html into shell/dist/prerendered/`);

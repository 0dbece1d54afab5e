// What every first visit runs, in one file instead of some twenty: federation splits each shared
// module into a chunk of its own, and many small files compress worse than one (5 KB gzip more on
// /). Its members are listed: the packages, and the shell's, the contract's, the addresses' and the
// shared code but the shared modules that stay lazy (dialogs, toasts, tabs, covers, cart lines,
// orders, embedded forms, the standalone wrapper; supabase-js is not listed). The boot script
// preloads this chunk by its name (bootAfterPaintPlugin.js).
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

/** The packages every first visit runs. */
const FIRST_VISIT_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'styled-components',
  'stylis',
  '@emotion/unitless',
  'zustand',
  'react-router',
  'cookie',
  'set-cookie-parser',
  'valibot',
];

/** Shared modules loaded when first used, not on the first visit (files under shared/src). */
const LAZY_SHARED_FILES = [
  // The product covers and the cart's lines (@site/shared/covers, @site/shared/cart-lines): the
  // shop's pages and the opened cart draw them, not every first visit (5.6 KB gzip).
  'ui/ProductCover.tsx',
  'ui/covers/coverDesigns.ts',
  'cart/CartLines.tsx',
  // The orders' client (@site/shared/orders): the checkout's steps, the account and the console.
  'orders/ordersApi.ts',
  'ui/DialogImpl.tsx',
  'ui/ToasterImpl.tsx',
  'ui/Tabs.tsx',
  'ui/ExternalFrameImpl.tsx',
  'ui/useEmbedReach.ts',
  'providers/renderStandalone.tsx',
];

const sharedSrc = path.join(root, 'shared', 'src') + path.sep;
const shellSrc = path.join(root, 'shell', 'src') + path.sep;
const contractSrc = path.join(root, 'contract', 'src') + path.sep;
// The shell's code, the contract's files that shared and shell code use (the catalogue, pricing,
// the sections), and the site's addresses (@site/paths) the navbar and the layout link with: apart,
// those were three requests of a few hundred bytes (one repeating the other two).
const FIRST_VISIT_SOURCES = [shellSrc, contractSrc, path.join(root, 'paths', 'src') + path.sep];
const lazyShared = new Set(LAZY_SHARED_FILES.map((file) => path.join(sharedSrc, file)));
// The page's reporter and what only it uses (docs/release-health.md): a chunk of its
// own, fetched when the browser is idle after the first paint.
const lazyShell = [path.join(shellSrc, 'telemetry', 'reporter') + path.sep, path.join(contractSrc, 'telemetryText.ts')];
// The cart's steps (the checkout's forms and rules), the notice of a remote that failed on a shown
// page and the preview bar: chunks of the shell's own, fetched when first needed (the first two
// also when the browser is idle: CartSheet.tsx, RemoteHydrationNotice.tsx, PreviewBar.tsx).
const lazyShellParts = [
  path.join(shellSrc, 'features', 'checkout', 'steps') + path.sep,
  path.join(shellSrc, 'federation', 'notice') + path.sep,
  path.join(shellSrc, 'features', 'preview', 'bar') + path.sep,
];
const packages = new Set(FIRST_VISIT_PACKAGES);

/** The package a file of node_modules belongs to ('react', '@emotion/unitless'), or null. */
function packageOf(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  const [first, second] = parts.slice(at + 1);
  return first && first.startsWith('@') ? `${first}/${second}` : first || null;
}

/** Whether a module (by its file) belongs in the first-visit chunk. */
function isFirstVisit(file) {
  const name = packageOf(file);
  if (name) return packages.has(name);
  if ([...lazyShell, ...lazyShellParts].some((lazy) => file.startsWith(lazy))) return false;
  if (FIRST_VISIT_SOURCES.some((source) => file.startsWith(source))) return true;
  return file.startsWith(sharedSrc) && !lazyShared.has(file) && !/\.test\.tsx?$/.test(file);
}

/** Whether a module (by its file) is the page's reporter's or web-vitals'. */
const isTelemetry = (file) => packageOf(file) === 'web-vitals' || lazyShell.some((lazy) => file.startsWith(lazy));

/**
 * The page's reporter with web-vitals, one chunk: one request after the first paint, and one gzip
 * dictionary (two files of it were 0.1 KB more). bench:bundle finds it by its name.
 */
const TELEMETRY_CHUNK = {
  name: 'telemetry',
  chunks: 'async',
  enforce: true,
  test: (module) => isTelemetry(module.resource || ''),
};

/** The shell's split-chunks cache group of the first visit. */
const FIRST_VISIT_CHUNK = {
  name: 'first-visit',
  chunks: 'async',
  enforce: true,
  test: (module) => isFirstVisit(module.resource || ''),
};

module.exports = { FIRST_VISIT_CHUNK, LAZY_SHARED_FILES, TELEMETRY_CHUNK, isFirstVisit, isTelemetry, sharedSrc };

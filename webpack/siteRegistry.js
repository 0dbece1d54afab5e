// What the registry of remotes (remotes.json, the one file that names them) implies for the rest of
// the repo: the package folders (lint boundaries, jest roots, the type check), the pages to
// prerender and the sitemap. Plain CommonJS: webpack, jest, ESLint and the scripts all read it.
const registry = require('./remotes.json');

const remoteNames = Object.keys(registry.remotes);
const remoteDirs = remoteNames.map((name) => registry.remotes[name].dir);
/** Every package built by webpack: the remotes, then the shell (which needs their manifests). */
const packageDirs = [...remoteDirs, registry.shell.dir];

const listed = (field) => remoteNames.flatMap((name) => registry.remotes[name][field] ?? []);

/**
 * The site's pages: `public` are prerendered (those in each remote's `pages` also go in the
 * sitemap, `unlistedPages` do not), `protected` render in the browser only, `notFound` is an
 * example of a path no remote owns.
 */
const sitePages = {
  public: [...listed('pages'), ...listed('unlistedPages')],
  sitemap: listed('pages'),
  protected: listed('protectedPages'),
  notFound: registry.notFoundExample,
};

function sitemapXml() {
  const urls = sitePages.sitemap.map((page) => `  <url><loc>${registry.siteUrl}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

module.exports = { registry, remoteNames, remoteDirs, packageDirs, sitePages, sitemapXml };

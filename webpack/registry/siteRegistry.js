// What each remote declares of itself, as its source says now (its src/manifest.ts: label, routes,
// pages, links; docs/releases.md), for the build, the prerenderer, the tests and the linters. The
// topology (which remotes there are, their folders and ports) is topology/'s to say. Plain
// CommonJS, typed by siteRegistry.d.ts.
const path = require('node:path');
const { registry, remoteNames } = require('../../topology');
const { loadTsModule } = require('./loadTsModule');

const root = path.resolve(__dirname, '..', '..');

/** The file of a remote's manifest (what it declares of itself). */
const manifestFile = (name) => path.join(root, registry.remotes[name].dir, 'src', 'manifest.ts');

/** What a remote declares of itself, as its source says now. */
function manifestOf(name) {
  const { manifest } = loadTsModule(manifestFile(name));
  if (!manifest || manifest.name !== name) {
    throw new Error(
      `${path.relative(root, manifestFile(name))} must export the manifest of "${name}" as \`manifest\`.`,
    );
  }
  return manifest;
}

const manifests = () => remoteNames.map(manifestOf);

/**
 * What each remote's manifest gives the chrome and the route table (label, routes, links): the
 * sections the server writes into the page from the live releases, here from the sources.
 */
function sectionsOf() {
  return Object.fromEntries(
    remoteNames.map((name) => {
      const { label, routes, menu, footer } = manifestOf(name);
      return [name, { label, routes, menu, footer }];
    }),
  );
}

/**
 * The site's pages as the remotes' sources declare them: `public` are prerendered (with the
 * example query a page is checked with), `sitemap` those of them in the sitemap, `protected` render
 * in the browser only, `notFound` is an example of a path no remote owns.
 */
function sitePagesOf(all) {
  const pages = all.flatMap((manifest) => manifest.pages);
  return {
    public: pages.map((page) => page.path + (page.example ?? '')),
    sitemap: pages.filter((page) => page.sitemap !== false).map((page) => page.path),
    protected: all.flatMap((manifest) => manifest.protected ?? []),
    notFound: '/this-page-does-not-exist',
  };
}
const sitePages = sitePagesOf(manifests());

module.exports = { manifestFile, manifestOf, sectionsOf, sitePages };

// What each remote declares of itself, as its source says now (its src/manifest.ts: label, routes,
// pages, links; docs/releases.md), for the build, the prerenderer, the tests and the linters. The
// topology (which remotes there are, their folders and ports) is topology/'s to say. A manifest is
// checked, and its section taken, by the contract (@site/contract/manifest), as the server does with
// a release's. Plain CommonJS, typed by siteRegistry.d.ts.
const path = require('node:path');
const { registry, remoteNames } = require('../../topology');
const { loadTsModule } = require('./loadTsModule');

const root = path.resolve(__dirname, '..', '..');
// The contract's source: its tsc build (contract/dist) is made beside this build, not before it.
const contractFiles = new Map();
const contract = (file) => loadTsModule(path.join(root, 'contract', 'src', file), contractFiles);
const { RemoteManifestSchema, sectionOf } = contract('manifest.ts');
const { parseOrThrow } = contract('parse.ts');

/** The file of a remote's manifest (what it declares of itself). */
const manifestFile = (name) => path.join(root, registry.remotes[name].dir, 'src', 'manifest.ts');

/**
 * What a remote declares of itself, as its source says now. `loaded` (optional) gets every file the
 * manifest is made of (it and what it imports), by path.
 */
function manifestOf(name, loaded = new Map()) {
  const { manifest } = loadTsModule(manifestFile(name), loaded);
  const file = path.relative(root, manifestFile(name));
  if (!manifest || manifest.name !== name) {
    throw new Error(`${file} must export the manifest of "${name}" as \`manifest\`.`);
  }
  return parseOrThrow(RemoteManifestSchema, manifest, `The manifest in ${file}`);
}

/**
 * The files a remote's manifest is made of, and the contract's that check it: a change to any of
 * them is a change to what it declares.
 */
function manifestSources(name) {
  const loaded = new Map();
  manifestOf(name, loaded);
  return [...loaded.keys(), ...contractFiles.keys()];
}

const manifests = () => remoteNames.map((name) => manifestOf(name));

/**
 * A remote's pages, each with the social card it gets: its own, or else its section's (the
 * manifest's `card`), as a page a release adds without one.
 */
function pagesOf(name) {
  const manifest = manifestOf(name);
  return manifest.pages.map((page) => ({ ...page, card: page.card ?? manifest.card }));
}

/**
 * What each remote's manifest gives the chrome and the route table (label, routes, links): the
 * sections the server writes into the page from the live releases, here from the sources.
 */
const sectionsOf = () => Object.fromEntries(remoteNames.map((name) => [name, sectionOf(manifestOf(name))]));

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
    // A pattern behind sign-in ('/admin/*') is checked at the path it starts from.
    protected: all.flatMap((manifest) => (manifest.protected ?? []).map((page) => page.replace(/\/\*$/, '') || '/')),
    notFound: '/this-page-does-not-exist',
  };
}
const sitePages = sitePagesOf(manifests());

module.exports = { manifestOf, manifestSources, pagesOf, sectionsOf, sitePages };

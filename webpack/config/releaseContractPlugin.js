// Writes release-contract.json beside a package's bundles: what a release of it promises and needs
// (docs/releases.md). The shell's says which shared singletons, in which versions, it provides to
// every remote; a remote's says what it exposes, which shared modules in which version ranges it
// needs, and what it declares of itself (its src/manifest.ts: label, routes, pages, links). The
// release registry checks one against the other before it lets a remote go live; the server routes,
// prerenders and links from the live releases' manifests.
const webpack = require('webpack');
const { sharedModules, neededRange } = require('./sharedModules');
const { manifestOf, manifestSources } = require('../registry/siteRegistry');

const CONTRACT_FILE = 'release-contract.json';

function contractOf({ name, exposes }) {
  const shared = sharedModules({ dev: false, role: name === 'shell' ? 'shell' : 'remote' });
  if (name === 'shell') {
    return {
      schema: 1,
      kind: 'shell',
      provides: Object.fromEntries(Object.entries(shared).map(([request, config]) => [request, config.version])),
    };
  }
  return {
    schema: 2,
    kind: 'remote',
    remote: name,
    exposes: Object.keys(exposes ?? {}),
    // The ranges the registry checks against the live shell: the page itself checks none
    // (sharedModules.js).
    needs: Object.fromEntries(
      Object.entries(shared).map(([request, config]) => [request, neededRange(config.version)]),
    ),
    manifest: manifestOf(name),
  };
}

class ReleaseContractPlugin {
  /** @param {{name: string, exposes?: Record<string, string>}} options */
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseContractPlugin', (compilation) => {
      // A change to the manifest (or the paths it imports) is a change to the release.
      if (this.options.name !== 'shell') {
        for (const file of manifestSources(this.options.name)) compilation.fileDependencies.add(file);
      }
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseContractPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(contractOf(this.options), null, 2)}\n`;
          compilation.emitAsset(CONTRACT_FILE, new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { ReleaseContractPlugin, CONTRACT_FILE, contractOf };

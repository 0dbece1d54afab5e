// Stands in for @module-federation/webpack-bundler-runtime in a production remote (createConfig
// replaces the module with this one): the remote keeps its own small `runtime` wrapper, whose
// state (the remote's federation instance) must stay its own, and takes the bundler glue
// functions, which keep none, from the page (federationRuntimeProvider.js). A remote entry drops
// from about 8.9 to 5.1 KB gzip. The page's runtime must come from the same
// @module-federation/enhanced version, as for `externalRuntime`.
import * as runtime from '@module-federation/runtime';

const provided = globalThis._SITE_FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error(
    'This remote takes the federation runtime from the page: load it through the site shell, or load /federation-runtime.js first.',
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // A remote loads no other remote (createConfig: disableRemote).
  bundlerRuntime: { ...provided.bundlerRuntime, remotes: undefined, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;

// The federation runtime that production remotes take from the page instead of each carrying a
// copy (see createConfig: `externalRuntime` and remoteBundlerRuntime.js). The shell runs this
// module as a runtime plugin, before any remote loads; a remote's standalone page loads it as
// /federation-runtime.js. It imports the same modules as the page's own runtime, so nothing is
// carried twice.
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its bundler runtime leaves this out; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/** Read by remoteBundlerRuntime.js: the bundler glue functions, which keep no state of their own. */
const BUNDLER_RUNTIME_GLOBAL = '_SITE_FEDERATION_BUNDLER_RUNTIME';

globalThis._FEDERATION_RUNTIME_CORE = globalThis._FEDERATION_RUNTIME_CORE || runtimeCore;
globalThis[BUNDLER_RUNTIME_GLOBAL] = globalThis[BUNDLER_RUNTIME_GLOBAL] || {
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};

/** As a runtime plugin of the shell, there is nothing more to do: importing it provided the runtime. */
export default function federationRuntimeProvider() {
  return { name: 'site-federation-runtime-provider' };
}

// Runtime plugin of the shell: hands the federation runtime it already runs to the remotes, which
// are built with `externalRuntime` and so do not each download a second copy of it. Imports the
// same ES module the shell's runtime uses, so the shell does not carry two copies either.
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

type RuntimeGlobal = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-provide-runtime-core',
    beforeInit(args) {
      const global = globalThis as RuntimeGlobal;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}

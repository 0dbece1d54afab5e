// Standalone page of a production remote: provides the federation runtime that the remote's
// bundles (built with `externalRuntime`) expect on the page, as the shell does when composed.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = globalThis._FEDERATION_RUNTIME_CORE || runtimeCore;

// A remote's entry script loads with CORS (crossorigin="anonymous"), as its chunks do (webpack's
// output.crossOriginLoading): an error thrown in a remote's code outside a boundary then keeps its
// message and stack instead of "Script error.", and the page's reporter finds the release from its
// top frame (docs/release-health.md). The remotes' origins answer with
// Access-Control-Allow-Origin for every file. Its preloads are asked for the same way.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function corsRemoteScripts(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-cors-remote-scripts',
    createScript({ attrs }) {
      // Returning nothing, the runtime makes the script and sets these attributes on it.
      if (attrs) attrs.crossorigin = 'anonymous';
      return undefined;
    },
    // The preloads of a remote's files must be asked for the same way, or the browser fetches twice.
    createLink({ attrs }) {
      if (attrs) attrs.crossorigin = 'anonymous';
      return undefined;
    },
  };
}

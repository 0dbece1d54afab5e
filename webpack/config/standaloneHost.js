// The standalone page's start (see standaloneRuntimeEntry.js). The page names its remote (the
// remote's build writes it into standalone.html): one host serves every remote.
/* global window, document */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderStandalone } from '@site/shared/standalone';

const name = document.querySelector('meta[name="standalone-remote"]').content;
// The remote's own build, on the origin that serves this page.
registerRemotes([{ name, entry: new URL('/mf-manifest.json', window.location.href).href }]);
loadRemote(`${name}/routes`).then(
  (module) => renderStandalone(name, module.default),
  (error) => {
    console.error(`[standalone] ${name}/routes could not be loaded:`, error);
  },
);

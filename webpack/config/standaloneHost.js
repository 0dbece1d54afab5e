// The standalone page's start (see standaloneRuntimeEntry.js). __STANDALONE_REMOTE__ is the
// remote's name, defined by the build.
/* global __STANDALONE_REMOTE__, window */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderStandalone } from '@site/shared/standalone';

const name = __STANDALONE_REMOTE__;
// The remote's own build, on the origin that serves this page.
registerRemotes([{ name, entry: new URL('/mf-manifest.json', window.location.href).href }]);
loadRemote(`${name}/routes`).then(
  (module) => renderStandalone(name, module.default),
  (error) => {
    console.error(`[standalone] ${name}/routes could not be loaded:`, error);
  },
);

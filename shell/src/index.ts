// Async boundary: lets federation negotiate the shared singletons before React starts. (In
// production the page loads this entry just after its first paint: see BootAfterPaintPlugin.)
import { preloadRemoteEntry } from './federation/remoteLoader';
import { pageSections, remoteFor } from './federation/sections';

// Meanwhile, download the current page's remote (its entry and routes module, not run), so that
// it arrives with the shell's own code instead of after it. Loading failures surface later, in
// the page's remote outlet, with Retry. Which remote, the page's sections say.
const sections = pageSections();
const remote = sections && remoteFor(sections.rendered, window.location.pathname);
if (remote) preloadRemoteEntry(remote).catch(() => undefined);

import('./bootstrap');

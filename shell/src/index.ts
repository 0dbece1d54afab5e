// Async boundary: lets federation negotiate the shared singletons before React starts. (In
// production the page loads this entry just after its first paint: see BootAfterPaintPlugin.)
//
// Evaluating this file's chunk starts the federation runtime, a long task on a slow phone; what the
// entry does next runs in tasks of its own (docs/performance.md, "Short tasks"): reading the page's sections,
// starting the remote loader, then the app. Those modules are in this chunk ("eager" imports): no
// request of their own, only a later task.
import { restoreServerStyles } from './firstFrame/serverStyles';
import { nextTask } from './federation/slicedLoading';

async function start() {
  // Before anything loads styled-components, which takes the page's styles over as it loads.
  restoreServerStyles();
  await nextTask();
  const { pageSections, remoteFor } = await import(/* webpackMode: "eager" */ './federation/sections');
  const sections = pageSections();
  const remote = sections && remoteFor(sections.rendered, window.location.pathname);
  await nextTask();
  // Meanwhile, load the current page's remote (its entry, run, and its routes module, downloaded),
  // so that it arrives with the shell's own code instead of after it. Loading failures surface
  // later, in the page's remote outlet, with Retry. Which remote, the page's sections say.
  const { preloadRemoteEntry } = await import(/* webpackMode: "eager" */ './federation/remoteLoader');
  if (remote) preloadRemoteEntry(remote).catch(() => undefined);
  await nextTask();
  await import('./bootstrap');
}

void start();

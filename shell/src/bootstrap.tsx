import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { snapshotFields } from './early/liveRegions';
import { ensureRemotesRegistered } from './federation/remoteLoader';
import { beginFirstHydration } from './federation/RemoteOutlet';
import { remoteRoutesWhenAvailable } from './federation/remoteRoutesCache';
import { remoteForPath } from './federation/routeTable';

// Start fetching the run-time remote configuration at once; a failure surfaces in the page's
// remote outlet (with Retry), never as a blank site.
ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] remote configuration:', error));

function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // Prerendered page: hydrate at once. The chrome (navbar, cart, menus) goes live without waiting
  // for any remote; the page's content is a Suspense boundary that keeps its HTML and hydrates
  // when its remote arrives (however late), while the shell reports a remote that fails or hangs.
  const { pathname } = window.location;
  const remote = remoteForPath(pathname);
  if (remote) {
    beginFirstHydration(pathname);
    remoteRoutesWhenAvailable(remote).catch(() => undefined);
  }
  snapshotFields();
  hydrateRoot(container, app);
}

start();

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { ensureRemotesRegistered } from './federation/remoteLoader';
import { remoteRoutesPromise } from './federation/remoteRoutesCache';
import { remoteForPath } from './federation/routeTable';

// Start fetching the run-time remote configuration at once; a failure surfaces in the page's
// remote outlet (with Retry), never as a blank site.
ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] remote configuration:', error));

async function start() {
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
  // Prerendered page: load the current route's remote first, so that the first client render
  // matches the HTML and hydrates it in place (the visitor keeps seeing the page meanwhile).
  const remote = remoteForPath(window.location.pathname);
  if (remote) await remoteRoutesPromise(remote).catch(() => undefined);
  hydrateRoot(container, app);
}

void start();

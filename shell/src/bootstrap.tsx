import { StrictMode } from 'react';
import { snapshotFields } from './early/liveRegions';
import { ensureRemotesRegistered } from './federation/remoteLoader';
import { beginFirstHydration } from './federation/firstHydration';
import { remoteRoutesWhenAvailable } from './federation/remoteRoutesCache';
import { remoteForPath } from './federation/routeTable';

// Start fetching the run-time remote configuration at once; a failure surfaces in the page's
// remote outlet (with Retry), never as a blank site.
ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] remote configuration:', error));

// Lets the browser handle input and paint between the steps of the start.
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const prerendered = container.hasChildNodes();
  const { pathname } = window.location;
  const remote = remoteForPath(pathname);
  if (prerendered && remote) {
    beginFirstHydration(pathname);
    remoteRoutesWhenAvailable(remote).catch(() => undefined);
  }
  // The code is here already (one first-visit file); running its modules in a few steps instead
  // of one keeps every task short, so the page answers input sooner.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToMain();
  await import('styled-components');
  await yieldToMain();
  await import('@site/shared/ui');
  await yieldToMain();
  const { App } = await import('./App');
  await yieldToMain();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  // Prerendered page: the chrome (navbar, cart, menus) goes live without waiting for any remote;
  // the page's content is a Suspense boundary that keeps its HTML and hydrates when its remote
  // arrives (however late), while the shell reports a remote that fails or hangs.
  snapshotFields();
  hydrateRoot(container, app);
}

void start();

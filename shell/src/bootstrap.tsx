import { StrictMode, startTransition } from 'react';
import { isLive, snapshotFields, subscribeLive } from './early/liveRegions';
import { drawSectionsWhenIdle } from './firstFrame/drawSectionsWhenIdle';
import { ensureRemotesRegistered } from './federation/remoteLoader';
import { beginFirstHydration } from './federation/firstHydration';
import { remoteRoutesWhenAvailable } from './federation/remoteRoutesCache';
import { pageSections, remoteFor } from './federation/sections';
import { nextTask } from './federation/slicedLoading';
import { catchPageErrors } from './telemetry/pageReports';
import { startTelemetry } from './telemetry/startTelemetry';

// Errors are kept from the start for the reporter, which arrives after the first paint.
catchPageErrors();

// Start fetching the run-time remote configuration at once; a failure surfaces in the page's
// remote outlet (with Retry), never as a blank site.
ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] remote configuration:', error));
startTelemetry();

// Once the page is live, the sections drawn only near the screen are drawn, one an idle moment.
const stopWatchingLive = subscribeLive(() => {
  if (!isLive('chrome') || !isLive('page')) return;
  stopWatchingLive();
  drawSectionsWhenIdle();
});

// The modules the app runs before hydrating, in dependency order, one task each.
const STEPS = [
  () => import('styled-components'),
  () => import('@site/shared/router'),
  () => import('@site/shared/theme'),
  () => import('@site/shared/catalogue'),
  () => import('@site/shared/cart'),
  () => import('@site/shared/auth'),
  () => import('@site/shared/ui'),
  () => import('@site/shared/providers'),
  () => import('./features/navbar/Navbar'),
  () => import('./features/checkout/CartSheet'),
];

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const prerendered = container.hasChildNodes();
  const { pathname } = window.location;
  const sections = pageSections();
  const remote = sections && remoteFor(sections.rendered, pathname);
  if (prerendered && remote) beginFirstHydration(pathname);
  // The code is here already (one first-visit file); running its modules in a few steps instead
  // of one keeps every task short, so the page answers input sooner. The page's remote, already
  // downloading (index.ts), starts in a step of its own.
  await nextTask();
  if (remote) remoteRoutesWhenAvailable(remote).catch(() => undefined);
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  for (const load of STEPS) {
    await nextTask();
    await load();
  }
  const { App } = await import('./App');
  await nextTask();
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
  // As a transition, hydration works in slices of a few milliseconds and yields to the browser
  // between them (a default-priority hydration runs in one task); an early click still hydrates
  // its target at once, and the early-events script replays what came before the page was live.
  snapshotFields();
  startTransition(() => {
    hydrateRoot(container, app, {
      // A part of the page React had to render afresh (its HTML did not match): said, not silent.
      onRecoverableError: (error, info) => console.error('[shell] hydration:', error, info.componentStack ?? ''),
    });
  });
}

void start();

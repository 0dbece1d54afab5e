import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ensureRemotesRegistered } from './federation/remoteLoader';

// Start fetching the run-time remote configuration at once; a failure surfaces in the page's
// remote outlet (with Retry), never as a blank site.
ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] remote configuration:', error));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

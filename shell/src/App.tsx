import { useEffect } from 'react';
import { BrowserRouter } from '@site/shared/router';
import { SiteProviders } from '@site/shared/providers';
import { markLive } from './early/liveRegions';
import { LiveSections } from './federation/SectionsContext';
import { SiteLayout } from './layout/SiteLayout';

export function App() {
  useEffect(() => {
    // The chrome (navbar, cart, menus) is live: what the visitor did there before is replayed.
    // The page's content follows with its remote (PageLive); once both are, the page is marked
    // data-hydrated for tests and tools.
    markLive('chrome');
  }, []);
  return (
    <LiveSections>
      <BrowserRouter>
        <SiteProviders>
          <SiteLayout />
        </SiteProviders>
      </BrowserRouter>
    </LiveSections>
  );
}

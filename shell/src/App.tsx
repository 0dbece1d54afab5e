import { useEffect } from 'react';
import { BrowserRouter } from '@site/shared/router';
import { SiteProviders } from '@site/shared/providers';
import { SiteLayout } from './features/layout/SiteLayout';

export function App() {
  useEffect(() => {
    // Lets tests and tools know the page is interactive (hydrated or rendered).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <BrowserRouter>
      <SiteProviders>
        <SiteLayout />
      </SiteProviders>
    </BrowserRouter>
  );
}

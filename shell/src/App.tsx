import { BrowserRouter } from 'react-router-dom';
import { SiteProviders } from '@site/shared/providers';
import { SiteLayout } from './features/layout/SiteLayout';

export function App() {
  return (
    <BrowserRouter>
      <SiteProviders>
        <SiteLayout />
      </SiteProviders>
    </BrowserRouter>
  );
}

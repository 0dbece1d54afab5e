import { Route, Routes } from '@site/shared/router';
import { NotFoundPage } from '@site/shared/ui';
import { shopPaths } from '@site/paths/shop';
import { CommunityPage } from './features/community/CommunityPage';
import { HomePage } from './pages/HomePage';
import { legalDocuments } from './features/legal/legalContent';
import { LegalPage } from './features/legal/LegalPage';
import { ServicesPage } from './features/services/ServicesPage';
import { ConsultationSuccessPage } from './features/success/ConsultationSuccessPage';
import { marketingPaths } from '@site/paths/marketing';

/** What the shell mounts for the marketing paths. */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route path={marketingPaths.home} element={<HomePage />} />
      <Route path={marketingPaths.services} element={<ServicesPage />} />
      <Route path={marketingPaths.community} element={<CommunityPage />} />
      <Route path={marketingPaths.consultationSuccess} element={<ConsultationSuccessPage />} />
      <Route path={marketingPaths.privacy} element={<LegalPage document={legalDocuments.privacy} />} />
      <Route path={marketingPaths.terms} element={<LegalPage document={legalDocuments.terms} />} />
      <Route path={marketingPaths.cookies} element={<LegalPage document={legalDocuments.cookies} />} />
      <Route path="*" element={<NotFoundPage links={{ home: marketingPaths.home, shop: shopPaths.shop }} />} />
    </Routes>
  );
}

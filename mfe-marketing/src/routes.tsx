import { Route, Routes } from '@site/shared/router';
import { NotFoundPage } from '@site/shared/ui';
import { CommunityPage } from './features/community/CommunityPage';
import { HomePage } from './pages/HomePage';
import { legalDocuments } from './features/legal/legalContent';
import { LegalPage } from './features/legal/LegalPage';
import { ServicesPage } from './features/services/ServicesPage';
import { ConsultationSuccessPage } from './features/success/ConsultationSuccessPage';

/** What the shell mounts for the marketing paths. */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/services" element={<ServicesPage />} />
      <Route path="/community" element={<CommunityPage />} />
      <Route path="/consultation-success" element={<ConsultationSuccessPage />} />
      <Route path="/privacy" element={<LegalPage document={legalDocuments.privacy} />} />
      <Route path="/terms" element={<LegalPage document={legalDocuments.terms} />} />
      <Route path="/cookies" element={<LegalPage document={legalDocuments.cookies} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

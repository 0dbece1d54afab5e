import { Route, Routes } from '@site/shared/router';
import { NotFoundPage } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { shopPaths } from '@site/paths/shop';
import { CadenceOverviewPage, CompanyServicePage } from './features/company/CadencePages';
import { findCompanyService } from './features/company/companyData';
import { ConciergePage } from './features/concierge/ConciergePage';
import { IntakePage } from './features/intake/IntakePage';
import { cadencePaths } from '@site/paths/cadence';

/** What the shell mounts for /cadence/* and /cadence-concierge/*. */
export default function CadenceRoutes() {
  return (
    <Routes>
      <Route path={cadencePaths.overview} element={<CadenceOverviewPage />} />
      <Route
        path={cadencePaths.businessOperations}
        element={<CompanyServicePage service={findCompanyService('business-operations')} />}
      />
      <Route
        path={cadencePaths.technologyConsulting}
        element={<CompanyServicePage service={findCompanyService('technology-consulting')} />}
      />
      <Route
        path={cadencePaths.customerExperience}
        element={<CompanyServicePage service={findCompanyService('customer-experience')} />}
      />
      <Route path={cadencePaths.concierge} element={<ConciergePage />} />
      <Route path={cadencePaths.intake} element={<IntakePage />} />
      <Route path="*" element={<NotFoundPage links={{ home: marketingPaths.home, shop: shopPaths.shop }} />} />
    </Routes>
  );
}

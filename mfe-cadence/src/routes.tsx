import { Route, Routes } from '@site/shared/router';
import { NotFoundPage } from '@site/shared/ui';
import { CadenceOverviewPage, CompanyServicePage } from './features/company/CadencePages';
import { findCompanyService } from './features/company/companyData';
import { ConciergePage } from './features/concierge/ConciergePage';
import { IntakePage } from './features/intake/IntakePage';

/** What the shell mounts for /cadence/* and /cadence-concierge/*. */
export default function CadenceRoutes() {
  return (
    <Routes>
      <Route path="/cadence" element={<CadenceOverviewPage />} />
      <Route
        path="/cadence/business-operations"
        element={<CompanyServicePage service={findCompanyService('business-operations')} />}
      />
      <Route
        path="/cadence/technology-consulting"
        element={<CompanyServicePage service={findCompanyService('technology-consulting')} />}
      />
      <Route
        path="/cadence/customer-experience"
        element={<CompanyServicePage service={findCompanyService('customer-experience')} />}
      />
      <Route path="/cadence-concierge" element={<ConciergePage />} />
      <Route path="/cadence-concierge/intake" element={<IntakePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

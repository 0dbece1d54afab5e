import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage, NotFoundPage } from '@site/shared/ui';

/** What the shell mounts for this remote's paths. Pages arrive with the remote's own issue. */
export default function CadenceRoutes() {
  return (
    <Routes>
      <Route path="/cadence" element={<ComingSoonPage title="Cadence" />} />
      <Route path="/cadence/business-operations" element={<ComingSoonPage title="Business Operations" />} />
      <Route path="/cadence/technology-consulting" element={<ComingSoonPage title="Technology Consulting" />} />
      <Route path="/cadence/customer-experience" element={<ComingSoonPage title="Customer Experience" />} />
      <Route path="/cadence-concierge" element={<ComingSoonPage title="Cadence Insurance Concierge" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

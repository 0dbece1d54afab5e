import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage, NotFoundPage } from '@site/shared/ui';

/** What the shell mounts for this remote's paths. Pages arrive with the remote's own issue. */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ComingSoonPage title="Home" />} />
      <Route path="/community" element={<ComingSoonPage title="AI Inner Circle Community" />} />
      <Route path="/consultation-success" element={<ComingSoonPage title="Payment Successful" />} />
      <Route path="/privacy" element={<ComingSoonPage title="Privacy Policy" />} />
      <Route path="/terms" element={<ComingSoonPage title="Terms of Service" />} />
      <Route path="/cookies" element={<ComingSoonPage title="Cookie Policy" />} />
      <Route path="/services" element={<ComingSoonPage title="Services" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage, NotFoundPage } from '@site/shared/ui';

/** What the shell mounts for this remote's paths. Pages arrive with the remote's own issue. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<ComingSoonPage title="Sign In" />} />
      <Route path="/signup" element={<ComingSoonPage title="Create an Account" />} />
      <Route path="/account" element={<ComingSoonPage title="Your Dashboard" />} />
      <Route path="/affiliates" element={<ComingSoonPage title="Affiliate Programme" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

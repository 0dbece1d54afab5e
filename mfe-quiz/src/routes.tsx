import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage, NotFoundPage } from '@site/shared/ui';

/** What the shell mounts for this remote's paths. Pages arrive with the remote's own issue. */
export default function QuizRoutes() {
  return (
    <Routes>
      <Route path="/ai-trust-test" element={<ComingSoonPage title="AI Trust Test" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import { Route, Routes } from '@site/shared/router';
import { NotFoundPage } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { shopPaths } from '@site/paths/shop';
import { TrustTestPage } from './features/trust-test/TrustTestPage';
import { quizPaths } from '@site/paths/quiz';

/** What the shell mounts for /ai-trust-test. */
export default function QuizRoutes() {
  return (
    <Routes>
      <Route path={quizPaths.trustTest} element={<TrustTestPage />} />
      <Route path="*" element={<NotFoundPage links={{ home: marketingPaths.home, shop: shopPaths.shop }} />} />
    </Routes>
  );
}

import { Route, Routes } from '@site/shared/router';
import { NotFoundPage } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import { marketingPaths } from '@site/paths/marketing';
import { shopPaths } from '@site/paths/shop';
import { ConsoleGate } from './features/access/ConsoleGate';
import { HealthPage } from './features/health/HealthPage';
import { RemoteList } from './features/releases/RemoteList';
import { RemotePage } from './features/releases/RemotePage';
import { SpeedPage } from './features/speed/SpeedPage';
import { shopRoutes } from './features/shop/shopRoutes';
import { ConsoleLayout } from './pages/ConsoleLayout';

const notFound = <NotFoundPage links={{ home: marketingPaths.home, shop: shopPaths.shop }} />;

/** What the shell mounts for /admin and everything under it: the console, for accounts with a role. */
export default function AdminRoutes() {
  return (
    <ConsoleGate>
      {(me) => (
        <ConsoleLayout me={me}>
          <Routes>
            <Route path={adminPaths.console} element={<RemoteList />} />
            <Route path={adminPaths.remoteRoute} element={<RemotePage />} />
            <Route path={adminPaths.healthRoute} element={<HealthPage />} />
            <Route path={adminPaths.speed} element={<SpeedPage />} />
            {me.sections.includes('shop') ? shopRoutes() : null}
            <Route path="*" element={notFound} />
          </Routes>
        </ConsoleLayout>
      )}
    </ConsoleGate>
  );
}

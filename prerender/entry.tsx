// Node bundle of the prerenderer: the shell's page renderer plus each remote's exposed routes
// module (`./routes` -> src/routes.tsx in every remote's webpack config), the very modules the
// federated builds expose.
import MarketingRoutes from '../mfe-marketing/src/routes';
import ShopRoutes from '../mfe-shop/src/routes';
import AccountRoutes from '../mfe-account/src/routes';
import CadenceRoutes from '../mfe-cadence/src/routes';
import QuizRoutes from '../mfe-quiz/src/routes';
import { preloadLazyParts } from '@site/shared/ui';
import { renderPage } from '../shell/src/ssr/renderPage';

const remotes = {
  marketing: MarketingRoutes,
  shop: ShopRoutes,
  account: AccountRoutes,
  cadence: CadenceRoutes,
  quiz: QuizRoutes,
};

export function render(url: string, contentFiles: Readonly<Record<string, unknown>>) {
  return renderPage(url, remotes, contentFiles);
}

/** Loads the parts of pages whose code is split off (lazyPart), so that every page renders whole. */
export function ready(): Promise<unknown> {
  return preloadLazyParts();
}

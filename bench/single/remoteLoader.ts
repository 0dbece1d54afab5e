// Yardstick only (npm run build:single): the same routes compiled into one app without
// federation. Replaces shell/src/federation/remoteLoader.ts in that build.
import type { ComponentType } from 'react';
import type { RemoteName } from '../../shell/src/federation/remoteNames';

export interface RemoteRoutesModule {
  default: ComponentType;
}

const loaders: Record<RemoteName, () => Promise<RemoteRoutesModule>> = {
  marketing: () => import('../../mfe-marketing/src/routes'),
  shop: () => import('../../mfe-shop/src/routes'),
  account: () => import('../../mfe-account/src/routes'),
  cadence: () => import('../../mfe-cadence/src/routes'),
  quiz: () => import('../../mfe-quiz/src/routes'),
};

export const ensureRemotesRegistered = async (): Promise<void> => undefined;
export const resetRemote = async (_remote: RemoteName): Promise<void> => undefined;
export const loadRemoteRoutes = (remote: RemoteName): Promise<RemoteRoutesModule> => loaders[remote]();
/** The single build's counterpart of downloading a remote ahead: its routes chunk. */
export const preloadRemoteEntry = async (remote: RemoteName): Promise<void> => {
  await loaders[remote]();
};

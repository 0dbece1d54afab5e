// Yardstick only (npm run build:single): the same routes compiled into one app without
// federation. Replaces shell/src/federation/remoteLoader.ts in that build.
import type { ComponentType } from 'react';
import type { RemoteName } from '../../topology';
import remoteRoutes, { sections } from '../../webpack/config/remoteRoutes';

export interface RemoteRoutesModule {
  default: ComponentType;
}

// One per remote of the registry (webpack/config/remoteRoutes.ts).
const loaders = remoteRoutes;

/**
 * No run-time configuration: no remote to place, no preview (the shell's PreviewBar reads it); the
 * sections are the sources' own.
 */
export const ensureRemotesRegistered = async (): Promise<{ preview?: undefined; sections: typeof sections }> => ({
  sections,
});
export const resetRemote = async (_remote: RemoteName): Promise<void> => undefined;
export const loadRemoteRoutes = (remote: RemoteName): Promise<RemoteRoutesModule> => loaders[remote]();
/** The single build's counterpart of downloading a remote ahead: its routes chunk. */
export const preloadRemoteEntry = async (remote: RemoteName): Promise<void> => {
  await loaders[remote]();
};
/** No remote files to fetch ahead in one app: its routes chunk is downloaded (and run) instead. */
export const prefetchRemoteFiles = async (remote: RemoteName): Promise<void> => {
  await loaders[remote]();
};

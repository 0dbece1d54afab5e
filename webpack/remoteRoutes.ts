// Every remote's routes module (src/routes.tsx), by remote name. Stands for the module that
// remoteRoutesLoader.js generates from the registry: builds that use it apply that loader
// (remoteRoutesRule); this file only gives it a type.
import type { ComponentType } from 'react';
import type { RemoteName } from '../shell/src/federation/remoteNames';

declare const remoteRoutes: Record<RemoteName, () => Promise<{ default: ComponentType }>>;
export default remoteRoutes;

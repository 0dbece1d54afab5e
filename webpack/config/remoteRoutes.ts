// Every remote's routes module (src/routes.tsx), by remote name, and the sections their manifests
// declare (label, routes, links; as the server gives them to the page). Stands for the module that
// remoteRoutesLoader.js generates from the registry: builds that use it apply that loader
// (remoteRoutesRule); this file only gives it a type.
import type { ComponentType } from 'react';
import type { RemoteName } from '../../topology';
import type { Section } from '@site/contract/sections';

declare const remoteRoutes: Record<RemoteName, () => Promise<{ default: ComponentType }>>;
export default remoteRoutes;
export declare const sections: Record<RemoteName, Section>;

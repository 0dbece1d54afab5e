import { createContext, type ComponentType } from 'react';
import type { RemoteName } from './sections';

/**
 * Where the remotes' routes come from when they are not loaded through federation: the
 * prerenderer renders the same modules the remotes expose, bundled for Node.
 */
export const RemoteResolverContext = createContext<((remote: RemoteName) => ComponentType) | null>(null);

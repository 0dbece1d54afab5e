import { matchPath } from '@site/shared/router';
import type { RemoteName } from './remoteNames';

/**
 * Which remote owns which paths (SPEC §2 route table). The shell knows no more of a remote than
 * this and the name of the module it exposes (`<remote>/routes`).
 */
export const ROUTE_TABLE: readonly { remote: RemoteName; patterns: readonly string[] }[] = [
  {
    remote: 'marketing',
    patterns: ['/', '/community', '/consultation-success', '/privacy', '/terms', '/cookies', '/services'],
  },
  { remote: 'shop', patterns: ['/shop/*', '/cart'] },
  { remote: 'account', patterns: ['/login', '/signup', '/account', '/affiliates'] },
  { remote: 'cadence', patterns: ['/cadence/*', '/cadence-concierge/*'] },
  { remote: 'quiz', patterns: ['/ai-trust-test'] },
];

export function remoteForPath(pathname: string): RemoteName | null {
  for (const { remote, patterns } of ROUTE_TABLE) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}

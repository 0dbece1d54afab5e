// The built-in content, used when the content file cannot be loaded or does not check out. It is
// the build-time copy of the same file the remote deploys, so both always say the same thing.
import type { TrustTestContent } from './trustTestTypes';
import content from '../../../public/content/pages/trust-test.json';

export const fallbackContent: TrustTestContent = content as TrustTestContent;

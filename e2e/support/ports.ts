// The browser tests' ports (E2E_PORT, scripts/settings.js): the shared site listens on E2E_PORT,
// and each test file that starts a site of its own takes an offset of its own above it (not +90:
// 4190 is a port fetch refuses; not +122 to +127 with the default: NATS listens on 4222).
import { toolSettings } from '../../scripts/settings';

export const E2E_PORT = toolSettings().E2E_PORT;

/** The port `offset` above E2E_PORT. */
export const portAbove = (offset: number): number => E2E_PORT + offset;

/** The environment of a process a test starts: this one's, with `extra` over it. */
export { childEnv } from '../../scripts/settings';

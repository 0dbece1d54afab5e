import { TextDecoder, TextEncoder } from 'node:util';
import type { configure as configureDom } from '@testing-library/dom';

// The DOM's matchers and Testing Library's settings, for the files that have a DOM (jsdom, the
// default). A file in Node's environment (`@jest-environment node`: the server, the build) has no
// use for them, and loading them cost each such file about 50 ms (docs/working.md, "Tests").
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@testing-library/jest-dom');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { configure } = require('@testing-library/dom') as { configure: typeof configureDom };
  // Testing Library's waits (findBy*, waitFor) give up after 1 s by default. The unit tests run
  // beside the build and the browser tests on two cores (scripts/test.mjs), where a render or a
  // timer can be seconds late: a wait is a limit against a hang, not a speed.
  configure({ asyncUtilTimeout: 8_000 });
}

// react-router 7 needs TextEncoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

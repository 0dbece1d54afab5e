import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Testing Library's waits (findBy*, waitFor) give up after 1 s by default. The unit tests run beside
// the build and the browser tests on two cores (scripts/test.mjs), where a render or a timer can be
// seconds late: a wait is a limit against a hang, not a speed.
configure({ asyncUtilTimeout: 8_000 });

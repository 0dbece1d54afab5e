/** @jest-environment node */
import { normalizeEmail } from './normalizeEmail';

test.each([
  ['  Pat@Example.COM ', 'pat@example.com'],
  ['ren\u00e9@example.com', 'ren\u00e9@example.com'],
  ['rene\u0301@example.com', 'ren\u00e9@example.com'],
  ['RENE\u0301@EXAMPLE.COM', 'ren\u00e9@example.com'],
  ['\uff50\uff41\uff54@example.com', 'pat@example.com'],
  ['pa\u200bt@exa\u200dmple.com\ufeff', 'pat@example.com'],
  ['\u3000pat@example.com\u00a0', 'pat@example.com'],
])('%j is stored as %j', (input, expected) => {
  expect(normalizeEmail(input)).toBe(expected);
});

/** @jest-environment node */
// The README's "Server settings (environment)" table is the configuration module's table of
// definitions: every variable the server reads is documented, with the default it really has, and
// the README documents no variable the server does not read.
import { readmeTable as readmeSection } from '../../../test-support/readmeTable';
import { ALL_SETTINGS } from './settings';

const readmeTable = () => readmeSection('Server settings (environment)');

test('the README documents every setting the server reads, with its default', () => {
  const documented = readmeTable();
  expect(documented.size).toBeGreaterThan(0);
  const missing = ALL_SETTINGS.filter((setting) => !documented.has(setting.name)).map((s) => s.name);
  expect(missing).toEqual([]);
  for (const setting of ALL_SETTINGS) {
    expect({ name: setting.name, default: documented.get(setting.name) }).toEqual({
      name: setting.name,
      default: setting.default,
    });
  }
});

test('the README documents no setting the server does not read', () => {
  const known = new Set(ALL_SETTINGS.map((setting) => setting.name));
  expect([...readmeTable().keys()].filter((name) => !known.has(name))).toEqual([]);
});

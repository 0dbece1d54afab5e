/** @jest-environment node */
// The README's "Settings of the tools" table is scripts/settings.js's table, both ways, and a bad
// value is refused with the setting's name.
import os from 'node:os';
import { readmeTable } from '../test-support/readmeTable';
import { readToolSettings, TOOL_SETTINGS } from './settings';

const shown = (value: unknown) => (value === null || value === '' || value === false ? '—' : String(value));

test('the README documents every tool setting with its default, and no other', () => {
  const documented = readmeTable('Settings of the tools');
  const defaults = readToolSettings({});
  expect(Object.fromEntries(documented)).toEqual(
    Object.fromEntries(
      Object.keys(TOOL_SETTINGS).map((name) => [name, shown(defaults[name as keyof typeof defaults])]),
    ),
  );
});

test('a bad value names the setting and what it expects', () => {
  expect(() => readToolSettings({ E2E_WORKERS: 'many' })).toThrow(
    'E2E_WORKERS must be a whole number from 1 to 16 (got "many").',
  );
  expect(() => readToolSettings({ SITE_DEV_BACKEND: '{' })).toThrow('SITE_DEV_BACKEND must be JSON');
  expect(() => readToolSettings({ TEST_TMPDIR: '/no/such/folder' })).toThrow(
    'TEST_TMPDIR must be a folder this user can write into (got "/no/such/folder").',
  );
  expect(readToolSettings({ E2E_PORT: ' 5100 ', E2E_SKIP_BUILD: '1', TEST_TMPDIR: os.tmpdir() })).toMatchObject({
    E2E_PORT: 5100,
    E2E_SKIP_BUILD: true,
    TEST_TMPDIR: os.tmpdir(),
  });
});

/** @jest-environment node */
/* global test, expect */
// The first-visit chunk's members are listed: a renamed lazy module must fail here, not silently
// join every first visit.
const fs = require('node:fs');
const path = require('node:path');
const { LAZY_SHARED_FILES, isFirstVisit, isTelemetry, sharedSrc } = require('./firstVisitChunk');

const root = path.resolve(__dirname, '..', '..');
const nodeModule = (...parts) => path.join(root, 'node_modules', ...parts);

test('every listed lazy shared module exists, and stays out of the first visit', () => {
  for (const file of LAZY_SHARED_FILES) {
    expect(fs.existsSync(path.join(sharedSrc, file))).toBe(true);
    expect(isFirstVisit(path.join(sharedSrc, file))).toBe(false);
  }
});

test('the shell, shared code and the listed packages are in it; other packages and tests are not', () => {
  expect(isFirstVisit(path.join(root, 'shell', 'src', 'App.tsx'))).toBe(true);
  expect(isFirstVisit(path.join(sharedSrc, 'cart', 'cartStore.ts'))).toBe(true);
  expect(isFirstVisit(path.join(sharedSrc, 'cart', 'cartStore.test.ts'))).toBe(false);
  expect(isFirstVisit(path.join(root, 'paths', 'src', 'shop.ts'))).toBe(true);
  expect(isFirstVisit(nodeModule('react-dom', 'cjs', 'react-dom-client.production.js'))).toBe(true);
  expect(isFirstVisit(nodeModule('@emotion', 'unitless', 'dist', 'index.js'))).toBe(true);
  expect(isFirstVisit(nodeModule('@supabase', 'supabase-js', 'dist', 'index.mjs'))).toBe(false);
  expect(isFirstVisit(nodeModule('react-router-dom', 'dist', 'index.js'))).toBe(false);
  expect(isFirstVisit(path.join(root, 'mfe-shop', 'src', 'routes.tsx'))).toBe(false);
});

test('the reporter and web-vitals are the telemetry chunk, apart from the first visit', () => {
  const reporter = path.join(root, 'shell', 'src', 'telemetry', 'reporter', 'reporter.ts');
  const vitals = path.join(root, 'shell', 'node_modules', 'web-vitals', 'dist', 'web-vitals.js');
  for (const file of [reporter, vitals]) {
    expect(isTelemetry(file)).toBe(true);
    expect(isFirstVisit(file)).toBe(false);
  }
  // The collector of errors is on the first paint's path.
  const collector = path.join(root, 'shell', 'src', 'telemetry', 'pageReports.ts');
  expect(isTelemetry(collector)).toBe(false);
  expect(isFirstVisit(collector)).toBe(true);
});

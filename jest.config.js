// Two projects: 'unit' (unit and component tests beside the code, jsdom or node) and 'e2e'
// (browser tests in e2e/ against the production build; run through scripts/e2e.mjs).
const tsTransform = {
  '^.+\\.tsx?$': [
    'ts-jest',
    {
      tsconfig: '<rootDir>/tsconfig.jest.json',
      diagnostics: false,
    },
  ],
};
// A few server dependencies ship ESM only. On Node 24.9 and later (the site's Node, docs/dependencies.md, "Node")
// Jest requires them as ESM itself, and they must reach it untouched; on an older Node (a system
// Node 20 running Jest by hand) Jest's module system needs them turned into CommonJS.
const ESM_ONLY = ['cookie', 'content-disposition', 'jose'];
const jestLoadsEsm = typeof require('node:vm').SourceTextModule?.prototype.hasAsyncGraph === 'function';
if (!jestLoadsEsm) {
  tsTransform[`^.+/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`] = [
    'ts-jest',
    { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false },
  ];
}
// Every package's tests: the contract, the shared package, each package of the topology (topology/remotes.json), the server.
const { packageDirs } = require('./topology');
const PACKAGE_DIRS = ['contract', 'shared', ...packageDirs, 'server'];

// The contract as its source, as the browser builds take it (webpack/config/siteResolve.js).
const contractSource = { '^@site/contract/(.*)$': '<rootDir>/contract/src/$1' };

module.exports = {
  // The browser files that rebuild the site run last (test-support/sequencer.js).
  testSequencer: '<rootDir>/test-support/sequencer.js',
  // The unit tests run beside the build and the checks on two cores (scripts/test.mjs): a first
  // render can take seconds there. A time limit guards against a hang, not a speed. (Jest
  // reads it for the whole run, not per project; the browser tests set their own per file.)
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: [
        ...PACKAGE_DIRS.map((dir) => `<rootDir>/${dir}/src`),
        '<rootDir>/webpack',
        '<rootDir>/topology',
        '<rootDir>/scripts',
        '<rootDir>/e2e/support',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/webpack/**/*.test.js', '<rootDir>/topology/*.test.js'],
      transform: tsTransform,
      transformIgnorePatterns: jestLoadsEsm
        ? ['/node_modules/']
        : [`^(?!.*/node_modules/(${ESM_ONLY.join('|')})/).*/node_modules/`],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      globalSetup: '<rootDir>/test-support/unitGlobalSetup.ts',
      moduleNameMapper: { '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/jest.fileStub.js', ...contractSource },
      globals: { __SUPABASE_URL__: '', __SUPABASE_ANON_KEY__: '', __DEV__: false },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: tsTransform,
      moduleNameMapper: contractSource,
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
    },
  ],
};

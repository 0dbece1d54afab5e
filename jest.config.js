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
  // A few server dependencies ship ESM only; Jest's module system needs them as CommonJS.
  '^.+/node_modules/(cookie|content-disposition|jose)/.+\\.js$': [
    'ts-jest',
    { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false },
  ],
};
const ESM_ONLY = ['cookie', 'content-disposition', 'jose'];
// Every package's tests: the shared package, each package of the topology (topology/remotes.json), the server.
const { packageDirs } = require('./topology');
const PACKAGE_DIRS = ['shared', ...packageDirs, 'server'];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: [...PACKAGE_DIRS.map((dir) => `<rootDir>/${dir}/src`), '<rootDir>/webpack', '<rootDir>/topology'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/webpack/**/*.test.js', '<rootDir>/topology/*.test.js'],
      transform: tsTransform,
      transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_ONLY.join('|')})/).*/node_modules/`],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      moduleNameMapper: { '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/jest.fileStub.js' },
      globals: { __SUPABASE_URL__: '', __SUPABASE_ANON_KEY__: '', __DEV__: false },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: tsTransform,
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
    },
  ],
};

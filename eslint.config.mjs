import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import fs from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import topology from './topology/index.js';

// The remotes' folders, from the topology (topology/remotes.json): a new remote gets its boundary.
const remotes = topology.remoteDirs;

// Routing comes from @site/shared/router only: it is the one router module federation shares.
const ROUTER_PATTERN = {
  group: ['react-router', 'react-router/*', 'react-router-dom'],
  message: "Import routing from '@site/shared/router' (one shared, tree-shaken router for the whole page).",
};

// Schemas come from @site/shared/schema only: one shared, tree-shaken copy of valibot for the page.
const SCHEMA_PATTERN = {
  group: ['valibot'],
  message: "Import schemas from '@site/shared/schema' (one shared, tree-shaken copy of valibot for the page).",
};

// The packages of the page (the shared packages, the shell, the remotes) take the router and the
// schema library from @site/shared, the one copy on the page.
const pagePackages = {
  files: ['{shared,paths,shell}/src/**/*.{ts,tsx}', ...remotes.map((dir) => `${dir}/src/**/*.{ts,tsx}`)],
  ignores: ['shared/src/router/**', 'shared/src/schema/**', 'shell/src/ssr/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [ROUTER_PATTERN, SCHEMA_PATTERN] }] },
};

// Who imports whom (docs/architecture.md, "Who imports whom"), checked on the resolved file, so a
// package name ('mfe-shop/...') and a relative path ('../../mfe-shop/...') are caught alike, in
// TypeScript and in JavaScript (import, import(), require). The contract (@site/contract) stands
// below everything, the browser's packages and the server alike; the shared packages (@site/shared,
// @site/paths) stand below everything of the page; a remote imports them and its own files only; the shell
// knows a remote only by the module it mounts, by name; the server, the build and the tests reach a
// remote only through the topology and its manifest (webpack/registry/siteRegistry.js).
const TOOLS = ['webpack', 'scripts', 'prerender', 'bench', 'e2e'];
const dirs = (...names) => names.flat().map((name) => `./${name}`);
const packageZones = [
  ...remotes.map((own) => ({
    target: `./${own}/src`,
    from: dirs(
      remotes.filter((dir) => dir !== own),
      'shell',
      'server',
      'topology',
      TOOLS,
    ),
    message:
      "A remote imports only @site/shared, @site/paths and its own files: it links to another remote's page by its public address in @site/paths.",
  })),
  {
    target: './shell/src',
    from: dirs(remotes, 'server', 'scripts', 'prerender', 'bench', 'e2e'),
    message:
      "The shell mounts a remote by the name of the module it exposes ('<remote>/routes', through the federation runtime), never by its files; it links by the addresses in @site/paths.",
  },
  {
    target: ['./shared/src', './paths/src'],
    from: dirs(remotes, 'shell', 'server', 'topology', TOOLS),
    message: 'The shared packages import no other part of the site: the others import them.',
  },
  {
    target: './paths/src',
    from: './shared',
    message: 'The public addresses are plain data: @site/paths imports nothing.',
  },
  {
    target: './contract/src',
    from: dirs('shared', 'paths', remotes, 'shell', 'server', 'topology', TOOLS),
    message:
      'The contract (@site/contract) imports nothing of the site: the browser and the server both build from it.',
  },
  {
    target: './server',
    from: dirs(remotes, 'shell', TOOLS),
    message:
      "The server imports no remote's or the shell's source and nothing of the build: what a remote declares reaches it in the remote's release.",
  },
  {
    target: dirs('webpack', 'scripts', 'prerender', 'bench'),
    from: dirs(remotes, 'server/src'),
    message:
      'The build reaches a remote through the topology (topology/) and its manifest (webpack/registry/siteRegistry.js), never by importing its files, and the server by its build, not its source.',
  },
  {
    target: './e2e',
    from: dirs(remotes),
    message:
      "Browser tests observe the built site: they import no remote's source (its manifest: webpack/registry/siteRegistry.js).",
  },
];

// The contract by name, whatever its build: it imports no package of the site, and a remote takes
// only its types (its values, schemas with valibot among them, come through @site/shared, the one
// copy on the page).
const contractImports = [
  {
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@site/*'], message: 'The contract imports nothing of the site.' }] },
      ],
    },
  },
  {
    files: remotes.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@site/contract/*'],
              allowTypeImports: true,
              message:
                "A remote takes the contract's types only; its values come through @site/shared (one copy on the page).",
            },
          ],
        },
      ],
    },
  },
];

// A feature folder is a small world (docs/working.md): features of a package do not import each
// other's files; what two features need goes up a level (the package's lib/) or into shared.
const featureZones = topology.packageDirs.flatMap((dir) => {
  const features = `${dir}/src/features`;
  if (!fs.existsSync(features)) return [];
  return fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${features}/${name}`,
      from: `./${features}`,
      except: [`./${name}`],
      message: `A feature does not import another feature's files (${name}): move what both need to the package's lib/ or to shared.`,
    }));
});

// The server's rooms (docs/server.md): each folder of server/src is entered only
// through its index.ts (its tests' helpers in testing/ aside); import-x/no-cycle keeps them from
// standing on each other in a circle.
const serverRooms = fs
  .readdirSync(new URL('./server/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name);
const serverRoomZones = serverRooms.map((room) => ({
  target: [`./server/src/!(${room})/**`, './server/src/*.ts'],
  from: `./server/src/${room}`,
  except: ['./index.ts', './testing'],
  message: `Enter the server's ${room}/ room through its index.ts (docs/server.md).`,
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'data/**', '**/*.d.ts', 'bench-results/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The plugin's recommended rules, the React Compiler's checks among them.
      ...reactHooks.configs['recommended-latest'].rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Accessibility rules that can be checked in the source (issue 17); axe checks the rendered page.
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      // Cycles are ours to find, not the packages': some ship minified bundles too deep to parse.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...packageZones, ...featureZones, ...serverRoomZones] }],
    },
  },
  { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-cycle': 'error' } },
  pagePackages,
  ...contractImports,
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import fs from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import topology from './topology/index.js';

// The remotes' folders, from the topology (topology/remotes.json): a new remote gets its boundary.
const remotes = topology.remoteDirs;

// Dependencies point one way: shared <- each remote <- shell. A remote never imports another
// remote or the shell, save the other remotes' typed paths; shared imports none of them.
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

// The one exception: a remote's typed paths (its package's "./paths" export, src/paths.ts), which
// the shell and the other remotes link to its pages with (docs/releases.md). Shared imports none.
const pathsExports = (own) => (own === 'shared' ? [] : remotes.filter((r) => r !== own).map((r) => `!${r}/paths`));

const boundary = (own) => ({
  files: [`${own}/src/**/*.{ts,tsx}`],
  ignores: ['shared/src/router/**', 'shared/src/schema/**', 'shell/src/ssr/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...[...remotes.filter((r) => r !== own), 'shell', 'server']
                .filter((p) => p !== own)
                .flatMap((p) => [`**/${p}/**`, `${p}/**`]),
              ...pathsExports(own),
            ],
            message:
              own === 'shared'
                ? 'The shared package imports no other package: they import it.'
                : "Packages meet only through @site/shared, a remote's typed paths ('<remote>/paths') and the shell's federation.",
          },
          ROUTER_PATTERN,
          SCHEMA_PATTERN,
        ],
      },
    ],
  },
});

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

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', '**/*.d.ts', 'bench-results/**', '.tmp/**'],
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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Cycles are ours to find, not the packages': some ship minified bundles too deep to parse.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'import-x/no-cycle': 'error',
    },
  },
  boundary('shared'),
  boundary('shell'),
  ...remotes.map(boundary),
);

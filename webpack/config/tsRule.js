// TypeScript through ts-loader (type checking is `npm run typecheck`), for every build: the
// packages, the prerenderer and the single-bundle benchmark.
const path = require('node:path');
const { createTransformer: createStyledComponentsTransformer } = require('typescript-plugin-styled-components');

const root = path.resolve(__dirname, '..', '..');

/**
 * Every styled component gets a componentId from its file and name, so class names are the same in
 * every bundle that contains it: the prerender bundle, the shell and the remotes (styled-components'
 * own ids are counters, which differ with module order and break hydration). With `refresh` (the
 * dev server), components are also registered for React Fast Refresh.
 */
function tsRule({ dev = false, refresh = false } = {}) {
  const styledComponents = createStyledComponentsTransformer({ ssr: true, displayName: dev });
  const before = refresh ? [styledComponents, require('react-refresh-typescript').default()] : [styledComponents];
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(__dirname, 'tsconfig.loader.json'),
        compilerOptions: { sourceRoot: root, rootDir: root },
        getCustomTransformers: () => ({ before }),
      },
    },
  };
}

module.exports = { tsRule };

// One webpack configuration for every package: the shell (host) and each remote differ only by
// the options passed here, so federation, sharing and loaders stay identical across teams.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createTransformer: createStyledComponentsTransformer } = require('typescript-plugin-styled-components');
const registry = require('./remotes.json');
const { buildRuntimeConfig } = require('./runtimeConfig');
const { EarlyEventsPlugin } = require('./earlyEventsPlugin');

const root = path.resolve(__dirname, '..');
const fs = require('node:fs');
// Read the installed version from node_modules directly: some packages do not export ./package.json.
const versionOf = (pkg) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const sharedVersion = require('../shared/package.json').version;

/**
 * Packages every package shares as singletons (one React, one theme). The router is shared as
 * `@site/shared/router` (see that module), not as the whole react-router package. Every shared
 * module costs each container entry a provider and a consumer record, so only what two containers
 * both run is listed. Not listed: packages that only `@site/shared` code imports (supabase-js, the
 * Radix primitives): they come with the shared module that uses them, itself a singleton, so one
 * copy runs.
 */
const SINGLETON_PACKAGES = (dev) => [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ...(dev ? [['react/jsx-dev-runtime', 'react']] : []),
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['styled-components', 'styled-components'],
  ['zustand', 'zustand'],
];

/**
 * Entry points of the `@site/shared` workspace package (see its package.json "exports"), less the
 * standalone starter, which runs only on a remote's own page, where no other container is.
 */
const SHARED_ENTRIES = Object.keys(require('../shared/package.json').exports)
  .filter((key) => key !== './package.json' && key !== './standalone')
  .map((key) => `@site/shared/${key.slice(2)}`);

/**
 * Shared entries the shell's own entry chunk uses before the page starts (its remote loader checks
 * /remotes.json with the schema library): eager in the shell, so they sit in its entry chunk and
 * are provided from there, the one copy the remotes then use.
 */
const HOST_EAGER_ENTRIES = ['@site/shared/schema'];

function sharedModules({ dev, isHost }) {
  const shared = {};
  for (const [request, pkg] of SINGLETON_PACKAGES(dev)) {
    const version = versionOf(pkg);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const request of SHARED_ENTRIES) {
    shared[request] = {
      singleton: true,
      requiredVersion: `^${sharedVersion}`,
      version: sharedVersion,
      ...(isHost && HOST_EAGER_ENTRIES.includes(request) ? { eager: true } : {}),
    };
  }
  return shared;
}

/** Emits the files of a package's public/ folder (favicon, robots.txt...) next to the bundles. */
class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          const walk = (dir, prefix) => {
            for (const name of fs.readdirSync(dir)) {
              const file = path.join(dir, name);
              const asset = prefix ? `${prefix}/${name}` : name;
              if (fs.statSync(file).isDirectory()) walk(file, asset);
              else if (asset !== 'index.html') {
                compilation.fileDependencies.add(file);
                compilation.emitAsset(asset, new webpack.sources.RawSource(fs.readFileSync(file)));
              }
            }
          };
          walk(this.dir, '');
        },
      );
    });
  }
}

/**
 * The shell page asks for its scripts only after the prerendered HTML is painted: the page links a
 * few hundred bytes of boot script (content-hashed) that, on the next frame, adds the real entry.
 * Nothing then competes with the first paint, which carries the page's content. At the same moment
 * it preloads the files the page names in <meta name="preload-after-paint"> (fetched as same-origin
 * or CORS requests, as the code that later asks for them does): the remote configuration, the
 * page's remote manifest, its content.
 */
class BootAfterPaintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootAfterPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootAfterPaintPlugin', (data) => {
        const groups = [data.headTags, data.bodyTags];
        for (const tags of groups) {
          for (const tag of tags) {
            const src = tag.tagName === 'script' && tag.attributes && tag.attributes.src;
            if (!src) continue;
            const code =
              '(function(){var s=function(){' +
              'var m=document.querySelectorAll(\'meta[name="preload-after-paint"]\');' +
              'for(var i=0;i<m.length;i++){var l=document.createElement("link");l.rel="preload";l.as="fetch";' +
              'l.crossOrigin="anonymous";l.href=m[i].content;document.head.appendChild(l)}' +
              'var e=document.createElement("script");e.src=' +
              JSON.stringify(src) +
              ';document.head.appendChild(e)};' +
              // Start once the first contentful paint is reported (a frame callback alone sometimes
              // ran before the paint), at the latest after 2 s; at once in a hidden tab.
              'var d=0,go=function(){if(!d){d=1;s()}},P=window.PerformanceObserver;' +
              'if(document.visibilityState==="visible"&&P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
              'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}});' +
              'o.observe({type:"paint",buffered:true});setTimeout(go,2000)}else{setTimeout(go,0)}})();';
            const hash = require('node:crypto').createHash('sha256').update(code).digest('hex').slice(0, 8);
            const file = `boot.${hash}.js`;
            compilation.emitAsset(file, new webpack.sources.RawSource(code));
            tag.attributes.src = `${compilation.outputOptions.publicPath}${file}`;
          }
        }
        return data;
      });
    });
  }
}

/**
 * TypeScript through ts-loader (type checking is `npm run typecheck`). Every styled component gets
 * a componentId from its file and name, so class names are the same in every bundle that contains
 * it: the prerender bundle, the shell and the remotes (styled-components' own ids are counters,
 * which differ with module order and break hydration).
 */
function tsRule({ dev = false } = {}) {
  const styledComponents = createStyledComponentsTransformer({ ssr: true, displayName: dev });
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(__dirname, 'tsconfig.loader.json'),
        compilerOptions: { sourceRoot: root, rootDir: root },
        getCustomTransformers: () => ({ before: [styledComponents] }),
      },
    },
  };
}

/**
 * What every first visit runs, in one file instead of some twenty: federation splits each shared
 * module into a chunk of its own, and many small files compress worse than one (5 KB gzip more on
 * /). Lazy parts (dialogs, toasts, tabs, supabase-js, the standalone wrapper) stay apart.
 */
const FIRST_VISIT_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion[\\/]unitless|zustand|react-router|cookie|set-cookie-parser|valibot)[\\/]/;
const LAZY_SHARED_FILES =
  /[\\/]shared[\\/]src[\\/](ui[\\/]\w+Impl\.tsx|ui[\\/]Tabs\.tsx|providers[\\/]renderStandalone\.tsx)$/;
const FIRST_VISIT_CHUNK = {
  name: 'first-visit',
  chunks: 'async',
  enforce: true,
  test: (module) => {
    const file = module.resource || '';
    if (FIRST_VISIT_PACKAGES.test(file)) return true;
    const inShared = /[\\/]shared[\\/]src[\\/]/.test(file) && !/\.test\.tsx?$/.test(file);
    return (inShared && !LAZY_SHARED_FILES.test(file)) || /[\\/]shell[\\/]src[\\/]/.test(file);
  },
};

/** The federation glue module every container imports, and what a production remote uses instead. */
const BUNDLER_RUNTIME_MODULE = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
const REMOTE_BUNDLER_RUNTIME = path.join(__dirname, 'remoteBundlerRuntime.js');

/** Where a production remote's standalone page finds the federation runtime (not content-hashed). */
const RUNTIME_PROVIDER_FILE = 'federation-runtime.js';

/**
 * A production remote is built with `externalRuntime` and REMOTE_BUNDLER_RUNTIME: its bundles read
 * the federation runtime and its glue from the page, where the shell puts them. Opened alone, the
 * remote's page first loads this script, which provides them the same way. Built after the remote
 * (whose build cleans dist/).
 */
function runtimeProviderConfig({ name, dir }) {
  return {
    name: `${name}-runtime-provider`,
    dependencies: [name],
    mode: 'production',
    context: dir,
    entry: path.join(__dirname, 'federationRuntimeProvider.js'),
    output: { path: path.join(dir, 'dist'), filename: RUNTIME_PROVIDER_FILE, clean: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function portOf(name) {
  const base = Number(process.env.PORT) || registry.basePort;
  const entry = name === 'shell' ? registry.shell : registry.remotes[name];
  return base + entry.portOffset;
}

/**
 * @param {object} options
 * @param {string} options.name federation name: 'shell' or a remote name from remotes.json
 * @param {string} options.dir absolute path of the package
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string} options.title document title of the standalone page
 */
function createConfig({ name, dir, exposes, title }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isHost = name === 'shell';
    const dev = mode === 'development';
    const port = portOf(name);
    // A production remote takes the runtime from the shell; its standalone page gets it from a
    // small script of its own (runtimeProviderConfig). In development each remote keeps its own.
    const externalRuntime = !isHost && !dev;
    const config = {
      name,
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: `site_${name}`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [tsRule({ dev }), { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' }],
      },
      plugins: [
        new webpack.DefinePlugin({
          __SUPABASE_URL__: JSON.stringify(process.env.SUPABASE_URL || ''),
          __SUPABASE_ANON_KEY__: JSON.stringify(process.env.SUPABASE_ANON_KEY || ''),
          __DEV__: JSON.stringify(dev),
        }),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedModules({ dev, isHost }),
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          // The shell hands its federation runtime to the remotes (federationRuntimeProvider.js);
          // a production remote entry then carries neither a second runtime nor its glue.
          runtimePlugins: isHost ? [path.join(__dirname, 'federationRuntimeProvider.js')] : [],
          // A remote loads no other remote: leave the remote-loading and snapshot code out of its
          // entry.
          experiments: isHost
            ? { optimization: { target: 'web' } }
            : {
                externalRuntime: externalRuntime,
                optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
              },
        }),
        ...(externalRuntime
          ? [new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_MODULE, REMOTE_BUNDLER_RUNTIME)]
          : []),
        new PublicFilesPlugin(path.join(dir, 'public')),
        ...(isHost && !dev ? [new BootAfterPaintPlugin()] : []),
        ...(isHost ? [new EarlyEventsPlugin(path.join(dir, 'src', 'early', 'earlyEvents.js'))] : []),
        new HtmlWebpackPlugin({
          template: path.join(isHost ? dir : __dirname, isHost ? 'public/index.html' : 'standalone.html'),
          title,
          // A remote's own page is served for every path of its origin (/shop/apps...): scripts
          // are addressed from the root, as the shell's are.
          publicPath: '/',
          runtimeProvider: externalRuntime ? `/${RUNTIME_PROVIDER_FILE}` : null,
          chunks: ['main'],
          scriptLoading: 'defer',
          // Keep comments: the server replaces <!-- supabase-config --> with run-time settings.
          minify: dev ? false : { collapseWhitespace: true, removeComments: false, minifyCSS: true, minifyJS: true },
        }),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: dev ? 'named' : 'deterministic',
        ...(isHost && !dev ? { splitChunks: { cacheGroups: { firstVisit: FIRST_VISIT_CHUNK } } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        client: { overlay: { warnings: false, errors: true } },
        // Content files belong to the quiz remote; the site serves them at /content/... as in production.
        proxy: isHost ? [{ context: ['/content'], target: `http://localhost:${portOf('quiz')}` }] : [],
        setupMiddlewares: (middlewares, server) => {
          if (isHost) {
            server.app.get('/remotes.json', (_req, res) => {
              res.set('Cache-Control', 'no-cache').json(buildRuntimeConfig());
            });
          }
          return middlewares;
        },
      },
    };
    return externalRuntime ? [config, runtimeProviderConfig({ name, dir })] : config;
  };
}

module.exports = { createConfig, portOf, registry, tsRule };

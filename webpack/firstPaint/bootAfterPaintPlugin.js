// The shell page asks for its scripts only after the prerendered HTML is painted: the page links a
// few hundred bytes of boot script (bootAfterPaint.js, content-hashed) that adds the real entry
// then. Nothing competes with the first paint, which carries the page's content. Before that, the
// script holds a section the page was opened at in view while the page changes height
// (holdSectionInView.js).
const crypto = require('node:crypto');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { minify } = require('terser');
const bootAfterPaint = require('./bootAfterPaint');
const holdSectionInView = require('./holdSectionInView');

/**
 * The boot script that holds the address's section in view, adds `entrySrc` and preloads
 * `scriptSrcs`: the functions' own source, called (the second with them), minified.
 */
async function bootScript(entrySrc, scriptSrcs = []) {
  const source =
    `(${holdSectionInView.toString()})();` +
    `(${bootAfterPaint.toString()})(${JSON.stringify(entrySrc)}, ${JSON.stringify(scriptSrcs)});`;
  const { code } = await minify(source, { ecma: 5, compress: { passes: 2 }, mangle: true });
  return code;
}

/** The script files of the named chunks (those the entry asks for as soon as it runs). */
function chunkScripts(compilation, chunkNames) {
  return chunkNames.flatMap((name) => {
    const chunk = compilation.namedChunks.get(name);
    if (!chunk) throw new Error(`BootAfterPaintPlugin: no chunk named "${name}" to preload`);
    return [...chunk.files]
      .filter((file) => file.endsWith('.js'))
      .map((file) => `${compilation.outputOptions.publicPath}${file}`);
  });
}

class BootAfterPaintPlugin {
  /** @param {{ preloadChunks?: string[] }} [options] chunks to download beside the entry */
  constructor({ preloadChunks = [] } = {}) {
    this.preloadChunks = preloadChunks;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootAfterPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise('BootAfterPaintPlugin', async (data) => {
        for (const tag of [...data.headTags, ...data.bodyTags]) {
          const src = tag.tagName === 'script' && tag.attributes && tag.attributes.src;
          if (!src) continue;
          const code = await bootScript(src, chunkScripts(compilation, this.preloadChunks));
          const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 8);
          const file = `boot.${hash}.js`;
          compilation.emitAsset(file, new webpack.sources.RawSource(code));
          tag.attributes.src = `${compilation.outputOptions.publicPath}${file}`;
        }
        return data;
      });
    });
  }
}

module.exports = { BootAfterPaintPlugin, bootScript };

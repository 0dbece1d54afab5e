// The shell page asks for its scripts only after the prerendered HTML is painted: the page links a
// few hundred bytes of boot script (bootAfterPaint.js, content-hashed) that adds the real entry
// then. Nothing competes with the first paint, which carries the page's content.
const crypto = require('node:crypto');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { minify } = require('terser');
const bootAfterPaint = require('./bootAfterPaint');

/** The boot script that adds `entrySrc`: the function's own source, called with it, minified. */
async function bootScript(entrySrc) {
  const source = `(${bootAfterPaint.toString()})(${JSON.stringify(entrySrc)});`;
  const { code } = await minify(source, { ecma: 5, compress: { passes: 2 }, mangle: true });
  return code;
}

class BootAfterPaintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootAfterPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise('BootAfterPaintPlugin', async (data) => {
        for (const tag of [...data.headTags, ...data.bodyTags]) {
          const src = tag.tagName === 'script' && tag.attributes && tag.attributes.src;
          if (!src) continue;
          const code = await bootScript(src);
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

// Puts the shell's early-events script (shell/src/early/earlyEvents.js) inline at the top of the
// page head: it must run before the prerendered page can be used, and a file would cost a
// render-blocking request. The server allows it by its hash in the Content-Security-Policy
// (inlineScriptHashes in server/src/securityHeaders.ts), computed from the HTML it serves.
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class EarlyEventsPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EarlyEventsPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyEventsPlugin', (data) => {
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'EarlyEventsPlugin' },
          attributes: {},
          innerHTML: fs.readFileSync(this.file, 'utf8'),
        });
        return data;
      });
    });
  }
}

module.exports = { EarlyEventsPlugin };

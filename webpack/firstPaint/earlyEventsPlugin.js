// Puts the shell's early-events script (shell/src/early/earlyCart.js, earlyFields.js, then
// earlyEvents.js, which calls it) inline at the top of the page head, as one script: it must run before the prerendered
// page can be used, and a file would cost a render-blocking request. The server allows it by its
// hash in the Content-Security-Policy (inlineScriptHashes in server/src/platform/securityHeaders.ts),
// computed from the HTML it serves.
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class EarlyEventsPlugin {
  /** @param {string[]} files the script's parts, in order; together in one function scope */
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EarlyEventsPlugin', (compilation) => {
      for (const file of this.files) compilation.fileDependencies.add(file);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyEventsPlugin', (data) => {
        const parts = this.files.map((file) => fs.readFileSync(file, 'utf8'));
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'EarlyEventsPlugin' },
          attributes: {},
          innerHTML: `(function () {\n${parts.join('\n')}\n})();`,
        });
        return data;
      });
    });
  }
}

module.exports = { EarlyEventsPlugin };

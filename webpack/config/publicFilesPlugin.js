// Emits the files of a package's public/ folder (favicon, robots.txt...) next to the bundles.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

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

module.exports = { PublicFilesPlugin };

// Generates the module webpack/remoteRoutes.ts stands for: one loader of `src/routes.tsx` per remote
// of the registry (remotes.json), and the sections the remotes' manifests declare (what the server
// gives the page from the live releases), for the builds that compile every remote's routes in (the
// prerenderer, the single-bundle yardstick). Option `eager`: no separate chunks (the prerenderer).
const path = require('node:path');
const { registry, remoteNames } = require('../../topology');
const { manifestSources, sectionsOf } = require('../registry/siteRegistry');

const root = path.resolve(__dirname, '..', '..');

module.exports = function remoteRoutesLoader() {
  const { eager = false } = this.getOptions();
  this.addDependency(path.join(root, 'topology', 'remotes.json'));
  // What the manifests import (their paths) counts too: the persistent cache rebuilds on any of it.
  for (const name of remoteNames) for (const file of manifestSources(name)) this.addDependency(file);
  const mode = eager ? '/* webpackMode: "eager" */ ' : '';
  const entries = remoteNames.map((name) => {
    const routes = path.join(root, registry.remotes[name].dir, 'src', 'routes');
    return `  ${JSON.stringify(name)}: () => import(${mode}${JSON.stringify(routes)}),`;
  });
  return `export default {\n${entries.join('\n')}\n};\nexport const sections = ${JSON.stringify(sectionsOf())};\n`;
};

/** The webpack rule that makes webpack/remoteRoutes.ts the generated module. */
module.exports.remoteRoutesRule = ({ eager = false } = {}) => ({
  test: path.join(__dirname, 'remoteRoutes.ts'),
  enforce: 'post',
  use: { loader: __filename, options: { eager } },
});

// How every build of the page resolves modules: the browser builds, the prerenderer and the
// single-bundle yardstick. @site/contract is taken as its TypeScript source, as @site/shared is (its
// package's exports give Node, that is the server, its tsc build in contract/dist).
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

/** A new object each time: a configuration may add to its own (the shell's aliases). */
const siteResolve = () => ({
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  alias: { '@site/contract': path.join(root, 'contract', 'src') },
});

module.exports = { siteResolve };

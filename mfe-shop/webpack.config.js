const { createRemoteConfig } = require('../webpack/createRemoteConfig');

module.exports = createRemoteConfig({
  dir: __dirname,
  title: 'Shop (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

const { createRemoteConfig } = require('../webpack/config/createRemoteConfig');

module.exports = createRemoteConfig({
  dir: __dirname,
  title: 'Account (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

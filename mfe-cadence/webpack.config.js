const { createRemoteConfig } = require('../webpack/config/createRemoteConfig');

module.exports = createRemoteConfig({
  dir: __dirname,
  title: 'Cadence (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

const { createRemoteConfig } = require('../webpack/createRemoteConfig');

module.exports = createRemoteConfig({
  name: 'cadence',
  dir: __dirname,
  title: 'Cadence (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

const { createRemoteConfig } = require('../webpack/config/createRemoteConfig');

module.exports = createRemoteConfig({
  dir: __dirname,
  title: 'Operations console (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

const { createRemoteConfig } = require('../webpack/createRemoteConfig');

module.exports = createRemoteConfig({
  name: 'marketing',
  dir: __dirname,
  title: 'Marketing (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

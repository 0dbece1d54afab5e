const { createRemoteConfig } = require('../webpack/build/createRemoteConfig');

module.exports = createRemoteConfig({
  dir: __dirname,
  title: 'Account (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

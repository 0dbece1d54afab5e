const { createRemoteConfig } = require('../webpack/config/createRemoteConfig');

module.exports = createRemoteConfig({
  dir: __dirname,
  title: 'AI Trust Test (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

const { createRemoteConfig } = require('../webpack/createRemoteConfig');

module.exports = createRemoteConfig({
  dir: __dirname,
  title: 'AI Trust Test (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

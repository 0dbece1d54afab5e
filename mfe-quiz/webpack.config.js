const { createRemoteConfig } = require('../webpack/createRemoteConfig');

module.exports = createRemoteConfig({
  name: 'quiz',
  dir: __dirname,
  title: 'AI Trust Test (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

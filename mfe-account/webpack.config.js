const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'account',
  dir: __dirname,
  title: 'Account (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

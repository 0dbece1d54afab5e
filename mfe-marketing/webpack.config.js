const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'marketing',
  dir: __dirname,
  title: 'Marketing (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

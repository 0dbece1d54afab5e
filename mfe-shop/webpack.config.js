const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'shop',
  dir: __dirname,
  title: 'Shop (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'cadence',
  dir: __dirname,
  title: 'Cadence (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

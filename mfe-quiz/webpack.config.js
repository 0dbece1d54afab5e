const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({
  name: 'quiz',
  dir: __dirname,
  title: 'AI Trust Test (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

const { createConfig } = require('../webpack/createConfig');

module.exports = createConfig({ name: 'shell', dir: __dirname, title: 'Alex Rivera AI' });

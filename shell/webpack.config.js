const { createHostConfig } = require('../webpack/build/createHostConfig');

module.exports = createHostConfig({ dir: __dirname, title: 'Alex Rivera AI' });

const { createHostConfig } = require('../webpack/createHostConfig');

module.exports = createHostConfig({ dir: __dirname, title: 'Alex Rivera AI' });

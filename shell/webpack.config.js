const { createHostConfig } = require('../webpack/config/createHostConfig');

module.exports = createHostConfig({ dir: __dirname, title: 'Alex Rivera AI' });

const { createKindConfig } = require('../../tools/webpack/create-config');

// The create page (the area's home) and the detail page load as chunks of their own: a deep link preloads them.
module.exports = createKindConfig('combo', { lazyPages: ['create', 'detail'] });

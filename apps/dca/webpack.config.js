const { createKindConfig } = require('../../tools/webpack/create-config');

// The create page is in the exposed module itself (routes.tsx imports it); the detail page is a chunk a deep link preloads.
module.exports = createKindConfig('dca', { lazyPages: ['detail'] });

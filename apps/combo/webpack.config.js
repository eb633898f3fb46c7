const { createKindConfig } = require('../../tools/webpack/create-config');

// The create page (the area's home) and the detail page load as chunks of their own: a deep link preloads them.
// The create page is one file beside the route table (`wholePages`), not the pieces it shares with the area's other pages.
module.exports = createKindConfig('combo', { lazyPages: ['create', 'detail'], wholePages: ['create', 'detail'] });

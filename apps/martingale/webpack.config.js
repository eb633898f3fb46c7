const { createKindConfig } = require('../../tools/webpack/create-config');

// The create page (the area's home) and the detail page load as chunks of their own: a deep link preloads them.
module.exports = createKindConfig('martingale', {
  lazyPages: ['create', 'detail'],
  // The create and detail pages opened by a link are each one file beside the route table, not five to seven
  // pieces they share with the area's other pages; the plan engine it asks for once the contract is there is one file, not four (each
  // piece was one more script tag and evaluation task on a phone's main thread while the page loads, issue 30).
  wholePages: ['create', 'detail'],
  wholeChunks: ['mart-engine'],
});

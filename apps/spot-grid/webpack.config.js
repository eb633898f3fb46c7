const { contractPaths, createKindConfig } = require('../../tools/webpack/create-config');

// The create and detail pages are chunks a deep link preloads (routes.tsx lazy-loads both: a detail's first visit does not
// download the create form); the detail's first screen waits for the bot's detail: index.html asks for it as soon as
// preload.json arrives.
module.exports = createKindConfig('spot-grid', {
  lazyPages: ['create', 'detail'],
  // each opened by a link is one file beside the route table, not the pieces it shares with the area's other pages
  // (the detail came in seven: issue 30)
  wholePages: ['create', 'detail'],
  // the stress test below the form, fetched near the screen: one file, not split with the backtest's pieces
  wholeChunks: ['sg-near'],
  firstCalls: { detail: { path: contractPaths().SPOT_GRID_PATHS.queryGridDetail, body: { grid_id: ':botId' } } },
});

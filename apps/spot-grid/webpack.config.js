const { contractPaths, createKindConfig } = require('../../tools/webpack/create-config');

// The create page is in the exposed module itself (routes.tsx imports it); the detail page is a chunk a deep link preloads,
// and its first screen waits for the bot's detail: index.html asks for it as soon as preload.json arrives.
module.exports = createKindConfig('spot-grid', {
  lazyPages: ['detail'],
  firstCalls: { detail: { path: contractPaths().SPOT_GRID_PATHS.queryGridDetail, body: { grid_id: ':botId' } } },
});

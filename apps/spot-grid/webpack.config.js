const { contractPaths, createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'spot-grid',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
  // The pages whose chunks a deep link preloads with the exposed module (tools/webpack/first-render.js); the create page is in it.
  firstRender: [
    // the detail's first screen waits for the bot's detail: index.html asks for it as soon as this list arrives
    { paths: ['detail/:botId'], module: './src/detail/DetailPage', call: { path: contractPaths().SPOT_GRID_PATHS.queryGridDetail, body: { grid_id: ':botId' } } },
  ],
});

const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'combo',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
  // The pages whose chunks a deep link preloads with the exposed module (tools/webpack/first-render.js).
  firstRender: [
    { paths: ['', 'create', '*'], module: './src/create/CreatePage' },
    { paths: ['detail/:botId'], module: './src/detail/DetailPage' },
  ],
});

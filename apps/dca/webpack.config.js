const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'dca',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
  // The pages whose chunks a deep link preloads with the exposed module (tools/webpack/first-render.js); the create page is in it.
  firstRender: [
    { paths: ['detail/:botId'], module: './src/detail/DetailPage' },
  ],
});

const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'ranking',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
  // The pages whose chunks a deep link preloads with the exposed module (tools/webpack/first-render.js).
  firstRender: [
    { paths: ['', '*'], module: './src/list/RankingPage' },
  ],
});

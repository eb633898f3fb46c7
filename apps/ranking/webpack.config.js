const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'ranking',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
});

const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'dca',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
});

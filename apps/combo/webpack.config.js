const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'combo',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
});

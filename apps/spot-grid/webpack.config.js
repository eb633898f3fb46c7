const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'spot-grid',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
});

const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'futures-grid',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
});

const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'martingale',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
});

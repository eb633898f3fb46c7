const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'ai-pick',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
});

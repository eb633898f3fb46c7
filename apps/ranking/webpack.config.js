const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'ranking',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
  // No firstRender list (tools/webpack/first-render.js): the area's first page is part of the exposed
  // module itself, so preload.json's `expose` files are all a deep link needs.
});

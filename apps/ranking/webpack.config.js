const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'ranking',
  kind: 'remote',
  exposes: { './Routes': './src/routes.tsx' },
  // No firstRender list (tools/webpack/first-render.js): the area's first page is part of the exposed
  // module itself, so preload.json's `expose` files are all a deep link needs.
  // The route table with its page is one file, not two (the libraries it uses were split beside it:
  // one more script tag, evaluation task and round trip on a phone's first screen, issue 30).
  wholeChunks: ['__federation_expose_Routes'],
});

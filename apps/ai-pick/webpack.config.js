const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'ai-pick',
  kind: 'remote',
  // Routes: the area's pages; DailyPickPopup: the pick's pop-up the shell's home mounts for a logged-in user.
  exposes: { './Routes': './src/routes.tsx', './DailyPickPopup': './src/popup/DailyPickPopup.tsx' },
  // The pages whose chunks a deep link preloads with the exposed module (tools/webpack/first-render.js).
  firstRender: [
    { paths: ['', '*'], module: './src/pick/PickPage' },
  ],
});

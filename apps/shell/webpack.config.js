const { createConfig, createStaticScriptsConfig } = require('../../tools/webpack/create-config');

const shell = createConfig({ project: 'shell', kind: 'host' });
/** The native-app scripts, served from /tb-static/shell/static/ and loaded only when needed (src/static-scripts/api.ts). */
const staticScripts = createStaticScriptsConfig({
  project: 'shell',
  entries: {
    'app-install-banner': './src/static-scripts/app-install-banner.ts',
    'app-jump': './src/static-scripts/app-jump.ts',
  },
});

module.exports = (env, argv) => [shell(env, argv), staticScripts(env, argv)];

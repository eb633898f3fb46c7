const path = require('node:path');
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

/**
 * The shell's own additions to the common configuration (issue 30, the shell's first visit: the
 * shell is the only build that bundles these packages; remotes take them from it at run time):
 * - react-router's production chunk through webpack/react-router-pure-loader.js, so its components
 *   and contexts no app uses are left out;
 * - react-i18next's `use-sync-external-store/shim` is React's own hook (React 18+ has it; the shim's
 *   fallback for older Reacts was dead code in the start chunk).
 */
function withShellTrims(config) {
  config.module.rules.push({ test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/, use: path.join(__dirname, 'webpack/react-router-pure-loader.js') });
  config.resolve.alias = { ...config.resolve.alias, 'use-sync-external-store/shim$': path.join(__dirname, 'webpack/use-sync-external-store-shim.js') };
  return config;
}

module.exports = (env, argv) => [withShellTrims(shell(env, argv)), staticScripts(env, argv)];

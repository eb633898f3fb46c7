// @ts-check
/**
 * The bundle benchmark's one-heading area (tools/bench/bundles.mjs): the AI
 * pick remote's own production config (same federation name, shared modules,
 * loaders, minifier and externals), with its two exposed modules replaced by
 * a one-heading page and an empty pop-up. Output: dist/bench/probe/ai-pick,
 * which the benchmark serves in place of the real area. Never dist/apps.
 *
 *   npx webpack --config tools/bench/probe-remote/webpack.config.js --mode production
 */
const path = require('node:path');
const { createConfig } = require('../../webpack/create-config');

const root = path.resolve(__dirname, '../../..');

module.exports = (env, argv) => {
  const config = createConfig({
    project: 'ai-pick',
    kind: 'remote',
    exposes: { './Routes': path.join(__dirname, 'ProbeRoutes.tsx'), './DailyPickPopup': path.join(__dirname, 'ProbePopup.tsx') },
  })(env, argv);
  config.name = 'probe-remote';
  config.output = { ...config.output, path: path.join(root, 'dist/bench/probe/ai-pick') };
  return config;
};

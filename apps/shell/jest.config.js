const { sharedManifest } = require('../../tools/webpack/shared');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shell',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  // What the shell's build injects (tools/webpack/create-config.js, DefinePlugin): the shared singletons' list.
  globals: { __TB_SHARED__: sharedManifest() },
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'dca',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  // Component tests drive the real store, router and i18n: give them room on a busy machine.
  testTimeout: 20_000,
  // typebox 1.x (behind @tb/contracts, read by the path parity test) ships ESM only: let swc transform it.
  transformIgnorePatterns: ['/node_modules/(?!(typebox)/)'],
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'dca',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  // typebox 1.x (behind @tb/contracts, read by the path parity test) ships ESM only: let swc transform it.
  transformIgnorePatterns: ['/node_modules/(?!(typebox)/)'],
};

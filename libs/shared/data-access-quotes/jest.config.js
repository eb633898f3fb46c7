/** @type {import('jest').Config} */
module.exports = {
  displayName: 'data-access-quotes',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  // typebox 1.x (behind @tb/contracts, read by parity tests) ships ESM only: let swc transform it.
  transformIgnorePatterns: ['/node_modules/(?!(typebox)/)'],
};

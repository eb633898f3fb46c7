/** @type {import('jest').Config} */
module.exports = {
  displayName: 'contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
  // typebox 1.x ships ESM only (.mjs); let swc turn it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(typebox)/)'],
};

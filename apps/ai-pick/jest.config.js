/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ai-pick',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  // typebox 1.x ships ESM only (.mjs); the wire test checks payloads against the contracts' schemas.
  transformIgnorePatterns: ['/node_modules/(?!(typebox)/)'],
};

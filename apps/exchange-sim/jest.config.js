const { join } = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'exchange-sim',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
  // One folder of test-database templates per run, shared by the workers (src/testing/server.ts).
  globalSetup: join(__dirname, '../../tools/jest/sim-templates-setup.js'),
  globalTeardown: join(__dirname, '../../tools/jest/sim-templates-teardown.js'),
  // ESM-only packages (typebox 1.x, cookie 2.x) and @fastify/cookie's dynamic
  // import of `cookie` are turned into CommonJS by swc for jest.
  transformIgnorePatterns: ['/node_modules/(?!(typebox|cookie|@fastify/cookie)/)'],
};

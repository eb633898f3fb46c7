/** @type {import('jest').Config} */
module.exports = {
  displayName: 'exchange-sim',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
  // Each suite starts a real simulator; on a busy 2-core machine that can take a few seconds.
  testTimeout: 30_000,
  // ESM-only packages (typebox 1.x, cookie 2.x) and @fastify/cookie's dynamic
  // import of `cookie` are turned into CommonJS by swc for jest.
  transformIgnorePatterns: ['/node_modules/(?!(typebox|cookie|@fastify/cookie)/)'],
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'util-node-testing',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
};

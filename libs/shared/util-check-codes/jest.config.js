/** @type {import('jest').Config} */
module.exports = {
  displayName: 'util-check-codes',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'util-format',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
};

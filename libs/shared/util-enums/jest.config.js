/** @type {import('jest').Config} */
module.exports = {
  displayName: 'util-enums',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'engine',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
};

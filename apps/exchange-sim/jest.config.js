/** @type {import('jest').Config} */
module.exports = {
  displayName: 'exchange-sim',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
};

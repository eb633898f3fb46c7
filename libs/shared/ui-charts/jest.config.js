/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ui-charts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ui',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

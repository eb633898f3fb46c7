/** @type {import('jest').Config} */
module.exports = {
  displayName: 'data-access-api',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

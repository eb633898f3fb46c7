/** @type {import('jest').Config} */
module.exports = {
  displayName: 'data-access-quotes',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

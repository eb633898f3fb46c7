/** @type {import('jest').Config} */
module.exports = {
  displayName: 'dca',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

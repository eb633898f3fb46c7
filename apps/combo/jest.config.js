/** @type {import('jest').Config} */
module.exports = {
  displayName: 'combo',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

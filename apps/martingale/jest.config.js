/** @type {import('jest').Config} */
module.exports = {
  displayName: 'martingale',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

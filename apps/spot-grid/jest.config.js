/** @type {import('jest').Config} */
module.exports = {
  displayName: 'spot-grid',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'futures-grid',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

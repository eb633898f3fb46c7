/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ranking',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'feature-bot-pages',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

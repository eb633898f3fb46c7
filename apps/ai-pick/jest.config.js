/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ai-pick',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

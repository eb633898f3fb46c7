/** @type {import('jest').Config} */
module.exports = {
  displayName: 'data-access-session',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'util-env',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

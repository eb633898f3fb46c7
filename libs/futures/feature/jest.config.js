/** @type {import('jest').Config} */
module.exports = {
  displayName: 'futures-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'futures-ui',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

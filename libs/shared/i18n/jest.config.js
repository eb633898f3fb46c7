/** @type {import('jest').Config} */
module.exports = {
  displayName: 'i18n',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
};

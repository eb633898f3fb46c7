/** @type {import('jest').Config} */
module.exports = {
  displayName: 'contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'util-bot-kinds',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: __dirname,
};

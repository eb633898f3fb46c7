/** @type {import('jest').Config} */
module.exports = {
  displayName: 'data-access-symbols',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
};

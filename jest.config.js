/**
 * Every jest project of the workspace in one run (`npm test`'s unit step): the files of all
 * projects share the workers, longest first (tools/jest/sequencer.js). Nx's per-project `test`
 * targets (`nx affected -t test`, `nx run <project>:test`) run the same configs one project at a time.
 */
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/apps/*/jest.config.js', '<rootDir>/libs/*/jest.config.js', '<rootDir>/libs/*/*/jest.config.js', '<rootDir>/tools/jest.config.js'],
  testSequencer: '<rootDir>/tools/jest/sequencer.js',
  // In one run of many projects the limit is the run's, not a project's: the preset's (jest.preset.js).
  testTimeout: require('./jest.preset.js').testTimeout,
};

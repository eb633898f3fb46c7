/**
 * Shared jest settings: swc for TypeScript/TSX, tsconfig paths for workspace
 * libs, CSS imports stubbed, jest-dom matchers in jsdom projects.
 */
const path = require('node:path');
const fs = require('node:fs');

const root = __dirname;
const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));

const moduleNameMapper = { '\\.(css)$': path.join(root, 'tools/jest/style-stub.js') };
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&')}$`] = path.join(root, target);
}

/** @type {import('jest').Config} */
module.exports = {
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.test.[jt]s?(x)'],
  setupFilesAfterEnv: [path.join(root, 'tools/jest/setup.js')],
  clearMocks: true,
  // A limit that only ends a test that hangs, never one that is slow: the same suite passes on a 2-core
  // machine with a core taken by something else (issue 27). No file sets a smaller one; a test that
  // prepares a lot (a simulator running days of market) takes what it needs.
  testTimeout: 300_000,
};

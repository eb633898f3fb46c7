// @ts-check
/**
 * One lint config for the workspace. The rule that matters most for the
 * architecture is @nx/enforce-module-boundaries: every project carries one
 * scope:* and one type:* tag, and the constraints below (no wildcards) say who
 * may import whom. Remotes never import each other; the shell never imports
 * remote code (it loads remotes at run time through Module Federation).
 */
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lintRules from './tools/lint/dep-constraints.cjs';

/**
 * Who may import whom (scopes from the bot-kind registry: one per remote, the futures family for
 * the futures kinds' remotes; Nx's type layering): tools/lint/dep-constraints.cjs, which the kind
 * seam test (tools/kinds/seam.test.ts) reads too.
 */
export const { depConstraints, futuresScopes } = lintRules;

/**
 * Packages that are one copy per page only because they are reached through a
 * shared facade lib (see tools/webpack/shared.js). Importing them directly
 * from an app would bundle a second copy.
 */
const facadeImports = [
  { name: 'react-router-dom', message: 'Import routing from @tb/router (the shared facade).' },
  { name: 'react-router', message: 'Import routing from @tb/router (the shared facade).' },
  { name: 'i18next', message: 'Import i18n from @tb/i18n (the shared instance).' },
  { name: 'react-i18next', message: 'Import i18n from @tb/i18n (the shared instance).' },
  { name: 'react-redux', message: 'Import store hooks from @tb/data-access-api (the shared store).' },
  { name: '@reduxjs/toolkit', message: 'Import Redux Toolkit from @tb/data-access-api (the shared store).' },
  { name: '@reduxjs/toolkit/query', message: 'Import RTK Query from @tb/data-access-api (the shared API slice).' },
  { name: '@reduxjs/toolkit/query/react', message: 'Import RTK Query from @tb/data-access-api (the shared API slice).' },
];

export default tseslint.config(
  ...nx.configs['flat/base'],
  {
    ignores: ['**/dist', '**/node_modules', '**/coverage', '.nx', 'tmp', 'test-results', 'playwright-report', '**/*.js', '**/*.cjs', '**/*.mjs'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          banTransitiveDependencies: false,
          // A lib whose secondary entry is loaded lazily (the order book, `@tb/feature-bot-pages/depth`)
          // while its main entry is imported statically: webpack still splits the lazy entry into its own chunk.
          // The shell's federation providers (provide-shared.ts) import the quotes and symbols libs on demand, when
          // a remote first asks for them; the shell's own users of those libs (the risk view, live notices) are lazy
          // chunks themselves, so the libs stay off the first visit either way (bench:bundles shows where they land).
          checkDynamicDependenciesExceptions: ['@tb/feature-bot-pages', '@tb/data-access-quotes', '@tb/data-access-symbols'],
          depConstraints,
        },
      ],
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          // Money is exact: parseFloat on an amount is how drift starts.
          selector: "CallExpression[callee.name='parseFloat']",
          message: 'Use bignumber.js (UI) or integer ticks/lots (engine) for amounts; never parseFloat.',
        },
      ],
    },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'libs/**/*.ts', 'libs/**/*.tsx'],
    ignores: ['libs/shared/router/**', 'libs/shared/i18n/**', 'libs/shared/data-access-*/**', 'apps/exchange-sim/**'],
    rules: { 'no-restricted-imports': ['error', { paths: facadeImports }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'tools/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not a React hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

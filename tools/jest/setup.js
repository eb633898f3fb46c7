// jest-dom matchers for component tests; harmless in node projects.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // jsdom lacks these Web APIs that react-router and i18n code use.
  const { TextEncoder, TextDecoder } = require('node:util');
  if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
  if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
  // findBy…/waitFor poll until their state holds; their limit only ends a wait that never will. Testing
  // Library's default (1 s) failed tests on a loaded machine whose render simply took longer.
  require('@testing-library/dom').configure({ asyncUtilTimeout: 60_000 });
}

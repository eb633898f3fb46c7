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

// Each test is a new browser tab: nothing a page kept in session storage (a create form's draft) leaks into the next.
if (typeof window !== 'undefined' && typeof beforeEach === 'function') {
  beforeEach(() => {
    try {
      window.sessionStorage.clear();
    } catch {
      // no storage in this environment
    }
  });
}

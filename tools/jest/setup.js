// jest-dom matchers for component tests; harmless in node projects.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // jsdom lacks these Web APIs that react-router and i18n code use.
  const { TextEncoder, TextDecoder } = require('node:util');
  if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
  if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
}

// jest-dom matchers for component tests; harmless in node projects.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
}

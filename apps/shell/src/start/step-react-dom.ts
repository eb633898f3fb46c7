// A step of the start (bootstrap.tsx): requiring this module evaluates React DOM in a task of its own.
// A module of the shell's own (an ES module), not `import('react-dom/client')` itself: an `import()` of a
// CommonJS package needs webpack's namespace-object helper in the entry (main.js), which nothing else uses.
export { createRoot } from 'react-dom/client';

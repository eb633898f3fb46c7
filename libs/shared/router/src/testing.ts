/**
 * `@tb/router/testing` — test support, never imported by app code. The
 * router's index is a shared singleton, and a shared lib is not tree-shaken
 * (every export of its index ships on every page), so what only tests use
 * lives here.
 */
export { MemoryRouter } from 'react-router-dom';

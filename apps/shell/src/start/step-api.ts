// A step of the start (bootstrap.tsx): requiring this module evaluates the page's API slice
// (data-access-api) in a task of its own. A module of the shell's own, so the workspace libs stay
// statically imported everywhere (@nx/enforce-module-boundaries: no lazy-loaded libs).
export { createStore } from '@tb/data-access-api';

// A step of the federation runtime's start (load-federation.ts): requiring this module evaluates the
// Module Federation runtime's own packages (runtime-core, sdk, error codes) in a task of its own,
// before the shell's part (federation-runtime.ts: the remotes' globals, the shared singletons, the
// instance). Same chunk as federation-runtime.ts: no request of its own.
export { init } from '@module-federation/enhanced/runtime';

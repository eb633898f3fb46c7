// `use-sync-external-store/shim` for the shell's build (webpack.config.js): React's own hook. React 18+
// has `useSyncExternalStore`; the package's shim only adds a fallback for older Reacts.
export { useSyncExternalStore } from 'react';

// The shell's entry only opens an async boundary: the bootstrap and the
// libraries it uses come in chunks index.html preloads in parallel with this
// file (tools/webpack/start-chunks.js). The Module Federation runtime is not
// among them: it starts when a remote is first needed
// (src/federation/load-federation.ts).
import('./bootstrap');

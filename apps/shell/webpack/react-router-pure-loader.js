// @ts-check
/**
 * A webpack loader for react-router's production chunk (the shell's build only: remotes take the
 * router from the shell, @tb/router). Issue 30, the shell's first visit: react-router's module-level
 * components and contexts are created by calls webpack and terser must assume have side effects
 * (`React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)`), and each is followed by a
 * `X.displayName = "X";` statement, so the ones no app uses — `Form`, `ScrollRestoration`,
 * `unstable_HistoryRouter`, the await and fetcher contexts… — were kept in the start chunk. Here
 * those calls are marked pure and the top-level `displayName` statements dropped (names only React
 * DevTools shows), so what nothing imports is left out. Nothing else in the file changes.
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function reactRouterPureLoader(source) {
  return source
    .replace(/^var (\w+) = (React\d*)\.(forwardRef|createContext|memo)\(/gm, 'var $1 = /* @__PURE__ */ $2.$3(')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
};

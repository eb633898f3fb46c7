import { localeFromPath } from '@tb/util-env';
// The design-system stylesheet of @tb/ui, loaded once for the page (remotes rely on it and do not bundle it).
import '@tb/ui/styles.css';
// The shared bot-page scaffolds' rules, with the design system's: every remote's pages use them.
import '@tb/feature-bot-pages/styles.css';
import '@tb/ui-charts/styles.css';
import { applyLocale, applyViewport } from './chrome/viewport';
import { nextTask } from './start/next-task';
import './styles.css';

/**
 * The shell's start, in steps that are each their own task (issue 30, main-thread budget on a
 * phone). Evaluating the start chunk's modules and setting the page up used to be one task of
 * ~400 ms under Lighthouse's 4× CPU slowdown — all of it blocking time once the simulated first
 * paint (index.html's own markup) comes before it. Webpack evaluates a module when it is first
 * required, so each step `import()`s its part (`webpackMode: "eager"`: no chunk of its own, no
 * request — the code is already in the start chunk; `webpackExports` keeps tree shaking: only the
 * named export is used, not the module's whole namespace) and `nextTask()` lets the browser in between:
 * 1. Redux Toolkit (with immer, redux, reselect), then the page's API slice (data-access-api), then
 *    the session (data-access-session, with i18next), each a step;
 * 2. the store and the first screen's requests (start/start-data.ts: profile, home data and code,
 *    remote manifest, federation on an area's address) — sent before the rest is evaluated;
 * 3. i18next and the shell's strings, then the switch to the page's language;
 * 4. React DOM;
 * 5. the app's components (router, chrome, design system), then the first render once the
 *    translations, the session's answer, the home's first screen and the manifest are in.
 * No step adds a request: every request of the first screen still starts in step 2 or 3.
 */
async function start() {
  const locale = localeFromPath(window.location.pathname);
  applyViewport();
  applyLocale(locale);
  await import(/* webpackMode: "eager", webpackExports: ["configureStore"] */ '@reduxjs/toolkit');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["createStore"] */ './start/step-api');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["startSession"] */ './start/step-session');
  await nextTask();
  const { startData } = await import(/* webpackMode: "eager", webpackExports: ["startData"] */ './start/start-data');
  const { store, ready } = await startData();
  await nextTask();
  const { initI18n } = await import(/* webpackMode: "eager", webpackExports: ["initI18n"] */ './start/step-i18n');
  // The shell's, the design system's and the session's strings of that language, then the switch (loadWithLanguage).
  const translated = initI18n(locale);
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["createRoot"] */ './start/step-react-dom');
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager", webpackExports: ["renderApp"] */ './start/render-app');
  await Promise.all([translated, ready]);
  renderApp(store);
}

void start();

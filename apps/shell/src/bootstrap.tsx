import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, registerTranslations } from '@tb/i18n';
import { localeFromPath } from '@tb/util-env';
import { App } from './app/App';
import { loadManifest } from './federation/remotes';
import { shellTranslations } from './i18n/shell-translations';
import './styles.css';

declare const __webpack_public_path__: string;

async function start() {
  registerTranslations('shell', shellTranslations);
  const locale = localeFromPath(window.location.pathname);
  await Promise.all([
    initI18n(locale),
    // The manifest lives next to the shell's own files; editing it moves a remote without a shell build.
    loadManifest(`${__webpack_public_path__}remotes.json`).catch((error: unknown) => {
      console.error('[shell] remote manifest could not be loaded; bot areas will show a retry', error);
    }),
  ]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

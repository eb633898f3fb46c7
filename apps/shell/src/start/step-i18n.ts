// A step of the start (bootstrap.tsx): the language switch and the shell's strings, registered
// with it (shell-translations) before the switch runs (initI18n).
import '../i18n/shell-translations';

export { initI18n } from '@tb/i18n';

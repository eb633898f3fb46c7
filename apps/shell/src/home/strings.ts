import homeStrings from '../i18n/en/home';
import { registerShellSourcePart } from '../i18n/shell-translations';

// The home page's English strings travel with the home chunk (see shell-translations.ts).
registerShellSourcePart({ home: homeStrings });

import { i18n } from '@tb/i18n';
import { enParts } from './en-parts';
import { NAMESPACE } from './index';

/** Merges the English strings of the on-demand parts into the namespace (a module side effect: importing this module is enough). */
i18n.addResourceBundle('en', NAMESPACE, enParts, true, false);

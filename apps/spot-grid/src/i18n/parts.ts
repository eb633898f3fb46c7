import { enParts } from './en-parts';
import { spotGridStrings } from './index';

/** Merges the English strings of the on-demand parts into the namespace (a module side effect: importing this module is enough). */
spotGridStrings.addEnglish(enParts);

import { enPicker } from './en-picker';
import { spotGridStrings } from './index';

/** Merges the pair picker's English strings into the namespace (a module side effect: importing this module is enough). */
spotGridStrings.addEnglish(enPicker);

/** A figure inside a right-to-left sentence: the shared helper of @tb/util-format (lib/bidi.ts). */
export { isolate } from '@tb/util-format';

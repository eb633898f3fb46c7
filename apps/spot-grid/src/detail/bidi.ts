/** Figures inside right-to-left sentences: the shared helpers of @tb/util-format (lib/bidi.ts). */
export { isolate, isRtlLanguage } from '@tb/util-format';

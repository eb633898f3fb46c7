export * from './lib/locale';
export * from './lib/client';
export * from './lib/viewport';
export * from './lib/environment';
export * from './lib/user-flags';
export * from './lib/guid';
export * from './lib/deep-links';
export * from './lib/url-safety';

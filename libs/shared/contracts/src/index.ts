export * from './lib/common';
export * from './lib/session';
export * from './lib/user';
export * from './lib/asset';
export * from './lib/market';
export * from './lib/quote-ws';
export * from './lib/announcements';
export * from './lib/paths';

export * from './lib/define-enum';
export * from './lib/bot';
export * from './lib/grid';
export * from './lib/spot';
export * from './lib/futures';
export * from './lib/status';
export * from './lib/martingale-combo';
export * from './lib/close';
export { ALL_SERVER_ENUMS } from './lib/registry';

export * from './lib/registry';
export * from './lib/bot-kind';

export * from './lib/registry';

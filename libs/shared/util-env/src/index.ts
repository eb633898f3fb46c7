export * from './lib/locale';

export * from './document.schema';
export * from './document.api';

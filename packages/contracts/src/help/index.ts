export * from './help.schema';
export * from './help.api';

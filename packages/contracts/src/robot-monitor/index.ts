export * from './geography.schema';
export * from './geography.api';

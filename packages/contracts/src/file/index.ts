export * from './file.schema';
export * from './file.api';
export * from './file.csv';

export * from './statistics.schema';
export * from './statistics.api';

export * from './demand.api';
export * from './demand.schema';

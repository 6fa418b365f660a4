export * from './history.schema';
export * from './history.api';

export * from './visualization.schema';
export * from './visualization.api';

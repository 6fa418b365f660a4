export * from './map.schema';
export * from './map.api';

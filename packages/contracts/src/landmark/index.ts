export * from './landmark.api';
export * from './landmark.schema';

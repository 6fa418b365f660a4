export * from './video.schema';
export * from './video.api';

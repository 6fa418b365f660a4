export * from './topics';
export * from './payloads';
export * from './commands';
export * from './operate-payloads';
export * from './map-grid';
export * from './schedule';
export * from './video';

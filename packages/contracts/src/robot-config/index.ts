export * from './robot-config.schema';
export * from './robot-config.api';

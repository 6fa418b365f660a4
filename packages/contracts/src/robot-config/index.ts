export * from './robot-config.schema';
export * from './robot-config.api';
export * from './robot-config-list.api';
export * from './robot-config-list.schema';

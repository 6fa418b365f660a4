export * from './robot-type.api';
export * from './robot-type.schema';

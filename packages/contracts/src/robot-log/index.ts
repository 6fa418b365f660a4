export * from './log.schema';
export * from './log.api';

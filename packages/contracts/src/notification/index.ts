export * from './notification.schema';
export * from './notification.api';

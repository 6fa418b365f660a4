export * from './org';
export * from './permission';
export * from './user';
export * from './auth';
export * from './audit';
export * from './api-key';
export * from './landmark';
export * from './robot';

export * from './maintain-record.schema';
export * from './out-record.schema';
export * from './service-record.api';

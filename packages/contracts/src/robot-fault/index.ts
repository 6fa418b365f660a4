export * from './fault.enums';
export * from './fault.schema';
export * from './fault.api';

export * from './work-order.flow';
export * from './work-order.schema';
export * from './work-order.api';
export * from './work-order.csv';
export * from './work-order.escalation';

export * from './task.schema';
export * from './reservation.schema';
export * from './run.schema';
export * from './robot-task.api';

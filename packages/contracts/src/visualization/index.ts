export * from './visualization.schema';
export * from './visualization.api';
export * from './vis-robot.schema';

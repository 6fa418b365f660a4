export * from './robot.schema';
export * from './hosting.schema';
export * from './command.schema';
export * from './robot.api';
export * from './live';
export * from './live-fleet';
export * from './probe.api';
export * from './device-guards';

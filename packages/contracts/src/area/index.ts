export * from './area.api';
export * from './area.rules';
export * from './area.schema';

export * from './configure.api';
export * from './settings';

export * from './home.enums';
export * from './home.schema';
export * from './home.api';

export * from './display-token';
export * from './display-link.schema';
export * from './display-link.api';
export * from './large-screen.schema';
export * from './large-screen.api';

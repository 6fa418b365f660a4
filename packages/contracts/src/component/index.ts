export * from './component-model.api';
export * from './component-model.schema';

export * from './component-model.api';
export * from './component-model.schema';
export * from './product.api';
export * from './product.schema';

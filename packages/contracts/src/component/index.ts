export * from './component-model.api';
export * from './component-model.schema';
export * from './product.api';
export * from './product.schema';
export * from './component-resource.api';
export * from './component-resource.rules';
export * from './component-resource.schema';
export * from './component-resource.csv';

export * from './demand.api';
export * from './demand.schema';
export * from './package.api';
export * from './package.schema';
export * from './version.api';
export * from './version.schema';
export * from './ota.api';
export * from './campaign.rules';

export * from './qr-code.api';
export * from './qr-code.rules';
export * from './qr-code.schema';
export * from './qr-code.csv';

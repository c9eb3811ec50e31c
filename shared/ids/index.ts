export * from './bech32';
export * from './cb58';
export * from './evm';
export * from './schemas';

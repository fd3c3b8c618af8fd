export * from './alerts';
export * from './auth-tokens';
export * from './exchanges';
export * from './jobs';
export * from './listings';
export * from './safety';
export * from './social';
export * from './users';

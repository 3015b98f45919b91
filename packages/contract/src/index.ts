export * from './common/codes.ts';
export * from './common/constants.ts';
export * from './common/envelope.ts';
export * from './common/issues.ts';
export * from './common/messages.ts';
export * from './common/pagination.ts';
export * from './common/roles.ts';
export * from './user/index.ts';

export * from './acquisition.ts';
export * from './bodies.ts';
export * from './enums.ts';
export * from './kindBodies.ts';
export * from './kinds.ts';
export * from './lifecycle.ts';
export * from './quote.ts';
export * from './schemas.ts';

export * from './base.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './types.ts';
export * from './location.ts';
export * from './pagination.ts';
export * from './pay.ts';

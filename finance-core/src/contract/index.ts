/**
 * The API contract: zod schemas and inferred types shared by sync-server and web. Every object,
 * array and refined schema is built on its first use (`z.lazy`), not when the contract loads: a
 * page validates a few of them, and building them all was one long task of a phone's start.
 */
export * from './auth';
export * from './common';
export * from './company';
export * from './count-change';
export * from './document';
export * from './endpoints';
export * from './file-name';
export * from './financial';
export * from './license';
export * from './messages';
export * from './nif';
export * from './password-policy';
export * from './period-note';
export * from './stats';
export * from './sync';
export * from './user';

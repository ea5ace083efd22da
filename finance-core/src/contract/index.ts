/** The API contract: zod schemas and inferred types shared by sync-server and web. */
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

/** finance-core: pure TypeScript shared by the server and the browser (and its Web Worker). */
export * from './analysis';
export * from './common/months';
export * from './common/text';
export * from './contract';
export * from './format';
export * from './reader';
export * from './insights';
export * from './views';

/** finance-core: pure TypeScript shared by the server and the browser (and its Web Worker). */
export * from './analysis';
export * from './common/months';
export * from './common/text';
export * from './contract';
export * from './format';
export * from './reader';
export * from './saft';
export * from './insights';
export * from './views';
// Both analysis (formula inputs) and format name a `FigureUnit`; the root keeps format's, as
// before (analysis's is also `ExplanationUnit`).
export type { FigureUnit } from './format';

/** finance-core: pure TypeScript shared by the server and the browser (and its Web Worker). */
export * from './contract';

/** The analysis engine: pure functions from stored period data to every figure the screens show. */
export * from './revenue-accounts';

/**
 * The analysis figures: pure functions from stored period data to every figure the screens build
 * on (no insights, no screen views: figures → insights → views runs one way).
 */
export * from './account-lookup';
export * from './analysis-messages';
export * from './balance-structure';
export * from './change-direction';
export * from './comparison-selection';
export * from './current-figures';
export * from './explanation';
export * from './figure-explanations';
export * from './figures';
export * from './fse-lines';
export * from './key-ratios';
export * from './noise';
export * from './numbers';
export * from './period-context';
export * from './period-source';
export * from './periods';
export * from './person-names';
export * from './prepared-statement';
export * from './previous-source';
export * from './ratio-kinds';
export * from './revenue-accounts';
export * from './row-matcher';
export * from './table-rows';
export * from './value-keys';
export * from './tie-outs';
export * from './upload-source';

/** Insights: the readings of docs/product.md §9 turned into Portuguese cards, and ratio statuses. */
export * from './balance-insights';
export * from './comparison-insights';
export * from './fse-insights';
export * from './growth';
export * from './income-insights';
export * from './insight';
export * from './ratio-insights';
export * from './ratio-status';

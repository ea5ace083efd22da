/**
 * The screen views: every tab of a period (dashboard, summary, revenues, balance, DRE/FSE, ratio
 * table), the comparison and tab availability, built from the analysis figures and the insights.
 */
export * from './analyze-period';
export * from './balance-view';
export * from './comparison';
export * from './dashboard';
export * from './executive-summary';
export * from './portfolio';
export * from './ratio-table';
export * from './revenues-view';
export * from './statement-view';
export * from './tab-availability';

/** pt-PT formatting: euros, percentages, variations, days and dates as the screens show them. */
export * from './date-format';
export * from './explanation-format';
export * from './number-format';
export * from './unit-format';

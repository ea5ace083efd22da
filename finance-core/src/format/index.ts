/**
 * pt-PT formatting: euros, percentages, variations, days and dates as the screens show them, and
 * text folded as searches compare it.
 */
export { compareText, foldText, sortByText } from '../common/text';
export * from './date-format';
export * from './explanation-format';
export * from './number-format';
export * from './unit-format';

import { describe, expect, it } from 'vitest';
import type { RatioKind } from '../analysis/ratio-kinds';
import { RATIO_STATUS_LABELS, ratioStatus, ratioTip } from './ratio-status';
import type { RatioStatus } from './ratio-status';

// [kind, value (fraction, or days), expected]: each threshold from both sides.
const cases: [RatioKind, number, RatioStatus][] = [
  ['equityReturn', -0.0001, 'critical'],
  ['equityReturn', 0, 'attention'],
  ['equityReturn', 0.0999, 'attention'],
  ['equityReturn', 0.1, 'good'],
  ['assetReturn', -0.0001, 'critical'],
  ['assetReturn', 0, 'attention'],
  ['assetReturn', 0.0499, 'attention'],
  ['assetReturn', 0.05, 'good'],
  ['margin', -0.0001, 'critical'],
  ['margin', 0, 'attention'],
  ['margin', 0.0299, 'attention'],
  ['margin', 0.03, 'good'],
  ['totalSolvency', 0.4999, 'attention'],
  ['totalSolvency', 0.5, 'good'],
  ['generalLiquidity', 0.9999, 'attention'],
  ['generalLiquidity', 1, 'good'],
  ['reducedLiquidity', 0.9999, 'attention'],
  ['reducedLiquidity', 1, 'good'],
  ['immediateLiquidity', 0.1999, 'critical'],
  ['immediateLiquidity', 0.2, 'good'],
  ['financialAutonomy', 0.2999, 'attention'],
  ['financialAutonomy', 0.3, 'good'],
  ['assetTurnover', 0.9999, 'attention'],
  ['assetTurnover', 1, 'good'],
  ['inventoryDays', 30, 'good'],
  ['inventoryDays', 30.01, 'attention'],
  ['receiptDays', 60, 'good'],
  ['receiptDays', 60.01, 'attention'],
  ['paymentDays', 90, 'neutral'],
  ['paymentDays', 90.01, 'attention'],
  ['paymentDays', 30, 'neutral'],
  ['paymentDays', 29.99, 'good'],
  ['indebtedness', 0.9, 'neutral'],
  ['other', 0.5, 'neutral'],
];

describe('ratioStatus (docs/product.md §9 thresholds)', () => {
  it.each(cases)('%s at %d is %s', (kind, value, expected) => {
    const unit = kind.endsWith('Days') ? 'days' : 'percent';
    expect(ratioStatus(kind, value, unit)).toBe(expected);
  });

  it('is neutral without a value', () => {
    expect(ratioStatus('equityReturn', null)).toBe('neutral');
    expect(ratioStatus('equityReturn', Number.NaN)).toBe('neutral');
  });

  it('labels statuses and gives a tip for every status a kind can reach', () => {
    expect(RATIO_STATUS_LABELS.attention).toBe('Atenção');
    for (const [kind, value] of cases) {
      const unit = kind.endsWith('Days') ? 'days' : 'percent';
      expect(ratioTip(kind, ratioStatus(kind, value, unit)).length).toBeGreaterThan(10);
    }
    expect(ratioTip('equityReturn', 'attention')).toContain('10%');
  });
});

import { samplePeriod } from '@risema/finance-core/testing';
import { tabAvailability } from '@risema/finance-core/views';
import { describe, expect, it } from 'vitest';
import { defaultTabFor, shownTab, showsPeriodSelector, tabsFor } from './company-tabs';

const none = tabAvailability(null, 0);
const all = tabAvailability(samplePeriod('padaria-lusitana-2025-12'), 2);

describe('company view tabs', () => {
  it('gives managers no Upload tab and opens them on Dashboard; accountants on Upload', () => {
    expect(tabsFor('manager').map((tab) => tab.id)).not.toContain('upload');
    expect(tabsFor('accountant').map((tab) => tab.id)[0]).toBe('upload');
    expect(tabsFor('accountant').map((tab) => tab.shortLabel)).toEqual([
      'Upload',
      'Dash',
      'Resu',
      'Prov',
      'Balan',
      'DRE',
      'FSE',
      'Rácios',
      'Comp',
      'Setor',
    ]);
    expect(defaultTabFor('manager')).toBe('dashboard');
    expect(defaultTabFor('accountant')).toBe('upload');
  });

  it('never shows a disabled tab: falls back to the default, then to the first enabled', () => {
    expect(shownTab('balance', 'accountant', none)).toBe('upload');
    expect(shownTab('balance', 'accountant', all)).toBe('balance');
    expect(shownTab(null, 'manager', all)).toBe('dashboard');
    expect(shownTab('balance', 'manager', none)).toBeNull();
    expect(shownTab('upload', 'manager', all)).toBe('dashboard');
  });

  it('shows the period selector on the listed tabs with more than one period', () => {
    expect(showsPeriodSelector('dashboard', 2)).toBe(true);
    expect(showsPeriodSelector('dashboard', 1)).toBe(false);
    expect(showsPeriodSelector('comparison', 3)).toBe(false);
    expect(showsPeriodSelector('upload', 3)).toBe(false);
    expect(showsPeriodSelector('ratios', 3)).toBe(true);
  });
});

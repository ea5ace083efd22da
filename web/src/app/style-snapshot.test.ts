import { describe, expect, it } from 'vitest';
import { pickRules } from './style-snapshot';

describe('pickRules', () => {
  const rules = [
    '.css-a1 { color: red; }',
    '@layer recipes { .css-a1 { display: flex; } }',
    '.css-b2:hover { color: blue; }',
    '@keyframes animation-k9 { from { opacity: 0; } }',
    '@media (min-width: 40rem) { .css-c3 { gap: 1rem; } }',
  ];

  it('groups the rules by emotion name, classes and keyframes, in order', () => {
    expect(pickRules(rules, 10_000)).toEqual({
      names: ['a1', 'b2', 'animation-k9', 'c3'],
      rules,
      length: rules.join('').length,
    });
  });

  it('keeps a name whole or not at all, and later names that still fit', () => {
    const limit = rules[0]!.length + 10;
    const picked = pickRules(rules, limit);
    expect(picked.names).toEqual(['b2']);
    expect(picked.rules).toEqual([rules[2]]);
  });

  it('skips a name met again after others, and rules without a name', () => {
    const picked = pickRules(
      [rules[0]!, rules[2]!, '.css-a1 { color: red; }', 'html { margin: 0; }'],
      10_000,
    );
    expect(picked.names).toEqual(['a1', 'b2']);
    expect(picked.rules).toEqual([rules[0], rules[2]]);
  });
});

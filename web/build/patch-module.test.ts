import { describe, expect, it } from 'vitest';
import { patchModule } from './patch-module';

describe('patchModule', () => {
  const patch = { edits: [{ find: 'a();', replace: 'b();' }], append: 'c();' };

  it('replaces each text found once, then appends', () => {
    expect(patchModule('x(); a(); y();', patch)).toBe('x(); b(); y();\nc();\n');
    expect(patchModule('a();', { edits: patch.edits })).toBe('b();');
  });

  it('throws on a text missing or found twice, naming it', () => {
    expect(() => patchModule('x();', patch)).toThrow('expected once: "a();"');
    expect(() => patchModule('a(); a();', patch)).toThrow('expected once: "a();"');
  });
});

import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('public/zod-jitless.js', () => {
  it('turns off the eval probe of the installed zod (its global configuration)', () => {
    expect(z.config().jitless).not.toBe(true);
    const script = readFileSync(new URL('../public/zod-jitless.js', import.meta.url), 'utf8');
    runInThisContext(script);
    expect(z.config().jitless).toBe(true);
  });
});

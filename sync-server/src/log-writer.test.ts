import { describe, expect, it } from 'vitest';
import { bufferedLog } from './log-writer';

describe('bufferedLog', () => {
  it('writes the lines of one turn together, in order, and flushes on demand', async () => {
    const writes: string[] = [];
    const logger = bufferedLog((text) => writes.push(text));
    logger.log('a');
    logger.log('b');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n']);
    logger.log('c');
    logger.flush();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });
});

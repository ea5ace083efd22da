import { expose } from 'comlink';
import { describe, expect, it } from 'vitest';
import type { WorkerEndpoint } from './worker-client';
import { workerClient } from './worker-client';

interface Api {
  double(value: number): number;
}

/** A worker stand-in: one end of a channel whose other end serves `Api` (or nothing). */
function fakeWorker(serves: boolean) {
  const { port1, port2 } = new MessageChannel();
  if (serves) expose({ double: (value: number) => value * 2 } satisfies Api, port2);
  let terminated = false;
  const worker: WorkerEndpoint & MessagePort = Object.assign(port1, {
    terminate() {
      terminated = true;
      port1.close();
      port2.close();
    },
  });
  return { worker, terminated: () => terminated };
}

/**
 * A client of fake workers, the first `broken` of them serving nothing; with `failAtOnce` those
 * fire their failure as soon as they are started (a script that never loads).
 */
function clientOfFakes(broken: number, failure = 'falhou', failAtOnce = false) {
  const made: ReturnType<typeof fakeWorker>[] = [];
  const client = workerClient<Api>(() => {
    const fake = fakeWorker(made.length >= broken);
    made.push(fake);
    if (failAtOnce && made.length <= broken) {
      queueMicrotask(() => fake.worker.dispatchEvent(new Event('error')));
    }
    return fake.worker;
  }, failure);
  return { client, made };
}

describe('workerClient', () => {
  it("answers the worker's result, from one worker for every call", async () => {
    let starts = 0;
    const client = workerClient<Api>(() => {
      starts += 1;
      return fakeWorker(true).worker;
    }, 'falhou');
    expect(await client.call((remote) => remote.double(21))).toBe(42);
    expect(await client.call((remote) => remote.double(2))).toBe(4);
    expect(starts).toBe(1);
    client.warmUp();
    expect(starts).toBe(1);
  });

  it('runs a call again on a new worker when its worker cannot start', async () => {
    const { client, made } = clientOfFakes(1);
    const waiting = client.call((remote) => remote.double(1));
    // What a module worker whose script did not load fires (no answer ever comes).
    made[0]?.worker.dispatchEvent(new Event('error'));
    expect(await waiting).toBe(2);
    expect(made[0]?.terminated()).toBe(true);
    expect(made).toHaveLength(2);
    made[1]?.worker.close();
  });

  it('fails with its message when the new worker cannot start either; the next call starts anew', async () => {
    const { client, made } = clientOfFakes(2, 'O leitor não arrancou', true);
    await expect(client.call((remote) => remote.double(1))).rejects.toThrow(
      'O leitor não arrancou',
    );
    expect(made).toHaveLength(2);
    expect(await client.call((remote) => remote.double(5))).toBe(10);
    expect(made).toHaveLength(3);
    made[2]?.worker.close();
  });

  it("passes on the worker's own refusal as it is, without a second run", async () => {
    let starts = 0;
    const ports: MessagePort[] = [];
    const client = workerClient<{ refuse(): never }>(() => {
      starts += 1;
      const { port1, port2 } = new MessageChannel();
      ports.push(port1, port2);
      expose(
        {
          refuse() {
            throw new Error('recusado');
          },
        },
        port2,
      );
      return Object.assign(port1, { terminate: () => port1.close() });
    }, 'falhou');
    await expect(client.call((remote) => remote.refuse())).rejects.toThrow('recusado');
    expect(starts).toBe(1);
    for (const port of ports) port.close();
  });

  it('a worker warmed up that fails leaves no unhandled rejection and the next call works', async () => {
    const { client, made } = clientOfFakes(1);
    client.warmUp();
    made[0]?.worker.dispatchEvent(new Event('error'));
    expect(await client.call((remote) => remote.double(3))).toBe(6);
    made[1]?.worker.close();
  });
});

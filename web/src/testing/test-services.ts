import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createCoreServices } from '../data/core-services';
import type { CoreServices, DataServices } from '../data/service-types';
import { MemoryStorage } from './memory-storage';

/** A fetch that can be cut off, as the network is (only the edge is faked, never the server). */
export interface Network {
  online: boolean;
  fetch: typeof fetch;
  /** Lets the next request matching `test` reach the server, then loses its answer. */
  loseNextAnswer(test: (url: string, init?: RequestInit) => boolean): void;
}

/** A network in front of Node's fetch: offline calls fail like the browser's (TypeError). */
export function createNetwork(): Network {
  const losses: ((url: string, init?: RequestInit) => boolean)[] = [];
  const network: Network = {
    online: true,
    async fetch(input, init) {
      const url = input instanceof Request ? input.url : String(input);
      if (!network.online) throw new TypeError('fetch failed');
      const index = losses.findIndex((test) => test(url, init));
      if (index >= 0) {
        losses.splice(index, 1);
        const response = await fetch(input, init);
        await response.arrayBuffer();
        throw new TypeError('fetch failed: connection reset');
      }
      return fetch(input, init);
    },
    loseNextAnswer(test) {
      losses.push(test);
    },
  };
  return network;
}

export interface TestDevice {
  core: CoreServices;
  data: DataServices;
  storage: MemoryStorage;
  network: Network;
}

/**
 * One browser as the unit tests see it: its own localStorage (in memory), its own IndexedDB
 * (fake-indexeddb, a fresh database) and a network to the real test server.
 */
export async function createTestDevice(serverUrl: string): Promise<TestDevice> {
  const storage = new MemoryStorage();
  const network = createNetwork();
  const core = createCoreServices({
    storage,
    baseUrl: serverUrl,
    fetch: network.fetch,
    isOnline: () => network.online,
    dbName: `risema-test-${crypto.randomUUID()}`,
    dexie: { indexedDB, IDBKeyRange },
  });
  return { core, data: await core.loadData(), storage, network };
}

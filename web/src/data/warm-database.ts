/**
 * Opens the local database `name` as it stands and closes it at once, without Dexie: the
 * browser's IndexedDB backend for the origin, slow to start cold, is then under way while the
 * app's code still loads, so Dexie's own opening later finds it running. A database that does
 * not exist yet is not created here (the opening is aborted): Dexie creates it with its schema.
 * `factory` is the page's IndexedDB, undefined where the browser has none. Answers when the
 * connection is closed again (or the opening refused); it never fails.
 */
export function warmDatabase(name: string, factory: IDBFactory | undefined): Promise<void> {
  return new Promise((done) => {
    if (!factory) return done();
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name);
    } catch {
      return done();
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      request.result.close();
      done();
    };
    // The aborted creation, or a browser without storage: Dexie's opening reports what matters.
    request.onerror = (event) => {
      event.preventDefault();
      done();
    };
  });
}

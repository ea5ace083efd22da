/**
 * An in-memory `Storage` (the Web Storage interface) for unit tests in Node, where there is no
 * localStorage. It behaves like the browser's: string values, `null` for missing keys.
 */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  /** Every stored key, for assertions. */
  keys(): string[] {
    return [...this.#items.keys()];
  }
}

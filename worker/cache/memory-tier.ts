// A small first cache tier inside the isolate: recent entries kept in memory for a short time, bounded in
// count, oldest dropped first. It spares the shared cache a round trip for the hottest anonymous pages.
export interface MemoryTierOptions {
  maxEntries: number;
  ttlSeconds: number;
}

export class MemoryTier<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly options: MemoryTierOptions) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  set(key: string, value: V, now = Date.now()): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: now + this.options.ttlSeconds * 1000 });
    while (this.#entries.size > this.options.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
  }
}

// A generated file (PDF, .ics) is rendered once per version of what it shows and served from
// memory after that. Bounded by entries and bytes, least recently used first out; concurrent requests for
// one key share one rendering, so 50 clients on a fresh receipt cost one render, not 50.
export type DocumentCacheLimits = { maxEntries: number; maxBytes: number };

export const defaultDocumentCacheLimits: DocumentCacheLimits = {
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
};

type Entry<T> = { value: Promise<T>; bytes: number };

export function createDocumentCache<T extends string | Buffer>(
  limits: DocumentCacheLimits = defaultDocumentCacheLimits,
) {
  const entries = new Map<string, Entry<T>>();
  let totalBytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  }

  // Oldest first (a Map keeps insertion order and a hit re-inserts), never the entry just added.
  function evict(keep: string) {
    for (const key of entries.keys()) {
      if (entries.size <= limits.maxEntries && totalBytes <= limits.maxBytes) return;
      if (key !== keep) drop(key);
    }
  }

  return {
    get(key: string, render: () => T | Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const entry: Entry<T> = { value: Promise.resolve().then(render), bytes: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = Buffer.byteLength(value);
          totalBytes += entry.bytes;
          evict(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key); // a failed render is tried again next time
        },
      );
      evict(key);
      return entry.value;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return totalBytes;
    },
  };
}
export type DocumentCache<T extends string | Buffer> = ReturnType<typeof createDocumentCache<T>>;

import { describe, expect, it } from "vitest";
import { createDocumentCache } from "./document-cache";

// One rendering per key, shared by concurrent requests; bounded by entries and bytes.
describe("the document cache", () => {
  it("renders a key once, also for many requests at the same moment", async () => {
    const cache = createDocumentCache<string>({ maxEntries: 10, maxBytes: 1000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return "receipt";
    };
    const all = await Promise.all(Array.from({ length: 50 }, () => cache.get("r1|v1", render)));
    expect(new Set(all)).toEqual(new Set(["receipt"]));
    expect(await cache.get("r1|v1", render)).toBe("receipt");
    expect(renders).toBe(1);
    await cache.get("r1|v2", render); // a new version renders again
    expect(renders).toBe(2);
  });

  it("keeps at most maxEntries and maxBytes, dropping the least recently used first", async () => {
    const cache = createDocumentCache<string>({ maxEntries: 3, maxBytes: 25 });
    const renders: string[] = [];
    const doc = (key: string) => cache.get(key, () => (renders.push(key), key.repeat(5)));
    for (const key of ["a", "b", "c"]) await doc(key);
    await doc("a"); // a is now the most recent
    await doc("d"); // over 3 entries: b goes
    expect(cache.size).toBe(3);
    await doc("a");
    await doc("b");
    expect(renders).toEqual(["a", "b", "c", "d", "b"]);
    await doc("xxxxx"); // 25 bytes alone: everything else goes
    expect(cache.bytes).toBeLessThanOrEqual(25);
    expect(cache.size).toBe(1);
  });

  it("tries a failed rendering again", async () => {
    const cache = createDocumentCache<string>({ maxEntries: 3, maxBytes: 100 });
    await expect(cache.get("k", () => Promise.reject(new Error("font missing")))).rejects.toThrow();
    expect(await cache.get("k", () => "ok")).toBe("ok");
  });
});

import { describe, expect, it } from "vitest";
import { errorOf } from "../../test/eat-in";
import { startDocumentsApp } from "../../test/documents-app";
import { reservations } from "../../test/reserve";

// Generated files are limited per IP (bucket "document"). The load figure (an unrelated
// call's p99 while 50 clients download receipts) is a benchmark: reserve-documents.load.ts.

describe("the document limit", () => {
  it("answers the 31st generated file in a minute from one IP with 429 and Retry-After", async () => {
    const s = await startDocumentsApp();
    try {
      const r = reservations(s.app);
      const held = await r.created("walk-in", { persons_count: 1 });
      const urls = ["pdf-receipt", "calendar-invite"].map(
        (d) => `/api/superapp/reservations/${held._id}/${d}`,
      );
      for (let i = 0; i < 30; i++) expect((await r.get(urls[i % 2]!)).statusCode).toBe(200);
      const over = await r.get(urls[0]!);
      expect(over.statusCode).toBe(429);
      expect(errorOf(over).code).toBe("too_many_requests");
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      expect((await r.get(urls[1]!)).statusCode).toBe(429);
      // Other calls are not in this bucket.
      expect((await r.get(`/api/superapp/reservations/${held._id}`)).statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });
});

import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { media } from "../../db/schema/index";

export type StoredMedia = { contentType: string; bytes: Buffer; createdAt: Date };
export type MediaVariantIn = { width: number; contentType: string; bytes: Buffer };

// Where photos live. The database by default, so every server process on one
// PostgreSQL serves every photo; an S3-compatible store can implement the same two calls later.
// put is all or nothing (every rendition or none); keys are content hashes, so a second put of the same
// key changes nothing.
export type MediaStore = {
  put(key: string, variants: readonly MediaVariantIn[], owner: { venueId: string }): Promise<void>;
  get(key: string, width: number): Promise<StoredMedia | null>;
};

export function createDbMediaStore(db: Db): MediaStore {
  return {
    async put(key, variants, owner) {
      await db.transaction(async (tx) => {
        await tx
          .insert(media)
          .values(
            variants.map((v) => ({
              key,
              width: v.width,
              contentType: v.contentType,
              bytes: v.bytes,
              venueId: owner.venueId,
            })),
          )
          .onConflictDoNothing();
      });
    },
    async get(key, width) {
      const rows = await db
        .select({ contentType: media.contentType, bytes: media.bytes, createdAt: media.createdAt })
        .from(media)
        .where(and(eq(media.key, key), eq(media.width, width)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

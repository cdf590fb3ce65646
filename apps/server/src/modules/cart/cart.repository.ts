import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { carts, menus, type StoredCartLine, type StoredCartOrigin } from "../../db/schema/index";

export type CartRow = {
  id: string;
  venueId: string;
  items: StoredCartLine[];
  revision: number;
  origin: StoredCartOrigin | null;
  owner: string | null;
};

const columns = {
  id: carts.id,
  venueId: carts.venueId,
  items: carts.items,
  revision: carts.revision,
  origin: carts.origin,
  owner: carts.owner,
};

// The cart's row under its row lock (SELECT ... FOR UPDATE): every read-modify-write of a cart and every
// order made from one takes it, so they take turns.
const selectLocked = (tx: Tx, id: string) =>
  tx.select(columns).from(carts).where(eq(carts.id, id)).for("update");

async function lockRow(tx: Tx, id: string): Promise<CartRow | null> {
  const rows = await selectLocked(tx, id);
  return rows[0] ?? null;
}

// Cart ids are minted by cart-ids.ts (128 random bits and a MAC): the cart id is the only key to a cart.
export const newLineId = () => randomBytes(9).toString("base64url");

export function createCartRepository(db: Db) {
  return {
    // A cart under an id minted by cart-ids.ts, on its first add or as the copy of a shared cart's lines.
    // Two first adds at once both find the row afterwards.
    async create(
      row: Pick<CartRow, "id" | "venueId" | "origin" | "owner"> & { items?: StoredCartLine[] },
    ): Promise<void> {
      await db
        .insert(carts)
        .values({ ...row, items: row.items ?? [], revision: row.items?.length ? 1 : 0 })
        .onConflictDoNothing();
    },
    // The venue a menu belongs to (menu ids are unique across venues): where a first add stores its cart.
    async venueOfMenu(menuId: string): Promise<string | null> {
      const rows = await db.select({ venueId: menus.venueId }).from(menus).where(eq(menus.id, menuId));
      return rows[0]?.venueId ?? null;
    },
    async find(id: string): Promise<CartRow | null> {
      const rows = await db.select(columns).from(carts).where(eq(carts.id, id)).limit(1);
      return rows[0] ?? null;
    },
    // Read-modify-write under a row lock (SELECT ... FOR UPDATE), so two changes to one cart at once never
    // lose a line: the second waits for the first to commit and edits its result. `change` may throw to
    // refuse, which rolls back. The revision bump feeds the prepare ETag.
    async update(id: string, change: (row: CartRow) => StoredCartLine[]): Promise<CartRow | null> {
      return db.transaction(async (tx: Tx) => {
        const row = await lockRow(tx, id);
        if (!row) return null;
        const items = change(row);
        const updated = await tx
          .update(carts)
          .set({ items, revision: sql`${carts.revision} + 1`, updatedAt: sql`now()` })
          .where(eq(carts.id, id))
          .returning(columns);
        return updated[0]!;
      });
    },
    // A create's usual case in one statement: the cart locked and emptied, answered as it was
    // before (its lines, to price) with its new revision (which marks the placement). Null when the cart
    // is unknown or already empty: the caller then reads it under lock() to tell a replay from a mistake.
    // The caller's transaction rolls the emptying back if the lines cannot be ordered.
    async take(tx: Tx, id: string): Promise<{ row: CartRow; revision: number } | null> {
      const old = selectLocked(tx, id).as("old");
      const rows = await tx
        .update(carts)
        .set({ items: [], revision: sql`${carts.revision} + 1`, updatedAt: sql`now()` })
        .from(old)
        .where(and(eq(carts.id, old.id), sql`jsonb_array_length(${old.items}) > 0`))
        .returning({
          id: old.id,
          venueId: old.venueId,
          items: old.items,
          oldRevision: old.revision,
          origin: old.origin,
          owner: old.owner,
          revision: carts.revision,
        });
      const row = rows[0];
      if (!row) return null;
      const { revision, oldRevision, ...rest } = row;
      return { row: { ...rest, revision: oldRevision }, revision };
    },
    // For a transaction that turns the cart into an order: the cart under its row lock, so a create and
    // any change to the cart (or the same create sent twice) take turns.
    lock: lockRow,
    // Empties the cart in the order's transaction; answers its new revision, which marks that placement.
    async empty(tx: Tx, id: string): Promise<number> {
      const rows = await tx
        .update(carts)
        .set({ items: [], revision: sql`${carts.revision} + 1`, updatedAt: sql`now()` })
        .where(eq(carts.id, id))
        .returning({ revision: carts.revision });
      return rows[0]!.revision;
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clients } from "../../db/schema/index";

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;

// 144 random bits: the client id alone opens the guest's saved addresses (contract secretIdSchema).
export const newClientId = () => randomBytes(18).toString("base64url");

export function createClientRepository(db: Db) {
  return {
    async find(id: string): Promise<ClientRow | null> {
      return (await db.select().from(clients).where(eq(clients.id, id)).limit(1))[0] ?? null;
    },
    async insert(row: NewClientRow): Promise<ClientRow> {
      return (await db.insert(clients).values(row).returning())[0]!;
    },
    async update(id: string, patch: Partial<NewClientRow>): Promise<ClientRow> {
      return (await db.update(clients).set(patch).where(eq(clients.id, id)).returning())[0]!;
    },
  };
}
export type ClientRepository = ReturnType<typeof createClientRepository>;

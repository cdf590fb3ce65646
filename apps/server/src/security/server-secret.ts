import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { serverSecrets } from "../db/schema/index";

const secretName = "signing";

// SECRET from the environment, else one generated on first boot and kept in the database: every process
// sharing the database signs alike, and access codes and tokens survive a restart.
export async function loadServerSecret(db: Db, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, "utf8");
  await db
    .insert(serverSecrets)
    .values({ name: secretName, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const rows = await db.select().from(serverSecrets).where(eq(serverSecrets.name, secretName));
  return Buffer.from(rows[0]!.value, "base64url");
}

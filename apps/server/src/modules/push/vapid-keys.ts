import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../db/client";
import { pushVapidKeys } from "../../db/schema/push";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

// The default subject when VAPID_SUBJECT is unset: push services use it to reach the sender about abuse,
// so a venue should set its own (README "Push to staff phones").
export const defaultVapidSubject = "mailto:push@tablewise.invalid";

// The VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, otherwise made once
// and kept in the database. Two processes starting together both try the insert; ON CONFLICT keeps the
// first, and both read back that one, so every subscription is made against the key every process signs
// with.
export async function loadVapidKeys(
  db: Db,
  env: { publicKey?: string; privateKey?: string; subject?: string },
  now: Date,
): Promise<VapidKeys> {
  const subject = env.subject ?? defaultVapidSubject;
  if (env.publicKey && env.privateKey) {
    // Throws on a malformed pair at start-up, not at the first alert.
    webpush.setVapidDetails(subject, env.publicKey, env.privateKey);
    return { publicKey: env.publicKey, privateKey: env.privateKey, subject };
  }
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: "main", publicKey: made.publicKey, privateKey: made.privateKey, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, "main"));
  if (!row) throw new Error("VAPID keys: the row was not kept");
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject };
}

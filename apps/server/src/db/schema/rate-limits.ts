import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";

// The request limiters' counters (rate-limiter-flexible's PostgreSQL store), in the database
// so every process on one PostgreSQL shares them and a flood of keys never evicts anyone's counter.
// The columns are the store's own: key, points, expire (epoch ms). The retention sweeper deletes
// expired rows (modules/retention).
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: bigint("expire", { mode: "number" }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { createAdapter } from "@socket.io/postgres-adapter";
import pg from "pg";
import type { Namespace } from "socket.io";

// Several server processes on one PostgreSQL: an emit to a room in one process reaches the sockets of
// that room connected to the others. The adapter sends each packet with NOTIFY and every process LISTENs;
// packets over NOTIFY's 8000-byte limit go through this table, read by id and swept after 30 s.
const attachmentsTable = "socket_io_attachments";
// Not a Drizzle migration: the table belongs to the adapter and exists only on PostgreSQL (PGlite runs
// one process and no adapter). Processes starting together take this lock, so they never race on it.
const tableLockKey = 7_402_114;
const readyTimeoutMs = 10_000;

async function ensureAttachmentsTable(pool: pg.Pool) {
  const conn = await pool.connect();
  try {
    await conn.query("begin");
    await conn.query("select pg_advisory_xact_lock($1)", [tableLockKey]);
    await conn.query(
      `create table if not exists ${attachmentsTable} (
        id bigserial unique, created_at timestamptz default now(), payload bytea)`,
    );
    await conn.query("commit");
  } catch (err) {
    await conn.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    conn.release();
  }
}

// The adapter keeps one pooled connection for LISTEN. A checked-out pg client has no error listener of
// its own, so a dropped connection (database restart) would crash the process; and the adapter forgets
// a dropped connection without handing it back, so the pool would count it busy for ever (and wait on
// it at close). Give it both: log the error and release the dead connection; the adapter reconnects.
function withListenerCare(pool: pg.Pool, onError: (err: Error) => void): pg.Pool {
  return new Proxy(pool, {
    get(target, prop) {
      if (prop === "connect") {
        return async () => {
          const client = await target.connect();
          const release = client.release.bind(client);
          let released = false;
          client.release = (destroy?: Error | boolean) => {
            if (released) return;
            released = true;
            release(destroy);
          };
          client.on("error", (err) => {
            onError(err);
            client.release(err);
          });
          client.on("end", () => client.release(true));
          return client;
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
}

// The adapter gets a small pool of its own: its LISTEN connection stays checked out for the life of
// the process, and must not hold up the app's pool when the database handle closes.
export async function createPostgresAdapter(url: string, log: FastifyBaseLogger) {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const errorHandler = (err: Error) => log.warn({ err }, "socket.io postgres adapter");
  pool.on("error", errorHandler);
  try {
    await ensureAttachmentsTable(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    adapter: createAdapter(withListenerCare(pool, errorHandler), {
      tableName: attachmentsTable,
      errorHandler,
    }),
    // After io.close(), which releases the LISTEN connection.
    close: () => pool.end(),
  };
}

// The adapter connects and LISTENs in the background. Wait for it before serving: an emit made right
// after start-up then reaches the other processes, and a close right after start-up finds the connection
// to release (else pool.end() would wait on it for ever). The adapter keeps that state private.
export async function waitForListen(nsp: Namespace) {
  const listening = () =>
    Boolean((nsp.adapter as unknown as { client?: { client?: unknown } }).client?.client);
  const deadline = Date.now() + readyTimeoutMs;
  while (!listening()) {
    if (Date.now() > deadline) throw new Error("socket.io: could not LISTEN on PostgreSQL");
    await sleep(5);
  }
}

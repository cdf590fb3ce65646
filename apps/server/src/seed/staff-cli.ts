import { parseArgs } from "node:util";
import path from "node:path";
import { EnvError, loadEnv } from "../config/env";
import { openDb } from "../db/client";
import { DataDirLockedError } from "../db/dir-lock";
import { generatePassword } from "../security/password";
import { createStaffAccountsRepository } from "../modules/staff/index";
import { addStaffMember, StaffAccountError } from "../modules/staff/index";

// README "Venue console":
//   npm run staff:add -- --venue <venue id or link> --role manager|waiter|kitchen --name "Olena"
//                        --login olena@example.com [--password ...]
//   npm run staff:revoke -- --login olena@example.com [--disable]
// Without --password, staff:add makes a strong one and prints it once (it is stored only hashed).
// Everyday changes are the manager's, in the console's Staff screen (modules/staff/staff-admin.ts).
const usage = {
  add: 'usage: npm run staff:add -- --venue <id or link> --role manager|waiter|kitchen --name "Name" --login <email or name> [--password <password>]',
  revoke: "usage: npm run staff:revoke -- --login <login> [--disable]",
};

async function withDb<T>(
  run: (repo: ReturnType<typeof createStaffAccountsRepository>, where: string) => Promise<T>,
) {
  const env = loadEnv();
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : path.join(env.DATA_DIR, "pglite");
  try {
    return await run(createStaffAccountsRepository(handle.db), where);
  } finally {
    await handle.close();
  }
}

async function add(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      venue: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      login: { type: "string" },
      password: { type: "string" },
    },
    strict: true,
  });
  if (!values.venue || !values.role || !values.name || !values.login) throw new StaffAccountError(usage.add);
  const generated = values.password === undefined;
  const password = values.password ?? generatePassword();
  const { venue, role, name, login } = values;
  await withDb(async (repo, where) => {
    const { member, venueLink } = await addStaffMember(
      repo,
      { venue, role, name, login, password },
      new Date(),
    );
    console.log(
      `Added ${member.role} "${member.name}" (login ${member.login}) to /${venueLink} in ${where}.`,
    );
    if (generated) console.log(`Password (shown once, stored only hashed): ${password}`);
  });
}

async function revoke(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { login: { type: "string" }, disable: { type: "boolean", default: false } },
    strict: true,
  });
  if (!values.login) throw new StaffAccountError(usage.revoke);
  const login = values.login;
  await withDb(async (repo) => {
    const member = await repo.revokeAllOf(login, new Date(), values.disable);
    if (!member) throw new StaffAccountError(`no staff member with the login "${login.toLowerCase()}"`);
    console.log(
      `Revoked every session of ${member.login}${values.disable ? "; the account is disabled" : ""}.`,
    );
  });
}

const [command, ...rest] = process.argv.slice(2);
const run = command === "add" ? add : command === "revoke" ? revoke : null;
(run ? run(rest) : Promise.reject(new StaffAccountError(`${usage.add}\n${usage.revoke}`))).catch(
  (err: unknown) => {
    const known =
      err instanceof StaffAccountError ||
      err instanceof EnvError ||
      err instanceof DataDirLockedError ||
      (err instanceof TypeError && "code" in err && String(err.code).startsWith("ERR_PARSE_ARGS"));
    console.error(known ? (err as Error).message : err);
    // The embedded database is the running server's alone: the console's Staff screen does the same live.
    if (err instanceof DataDirLockedError)
      console.error(
        "While the server runs, a manager adds people, ends their sessions and disables them in the console's Staff screen (/console/staff).",
      );
    process.exit(1);
  },
);

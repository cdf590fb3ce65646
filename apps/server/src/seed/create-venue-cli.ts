import { parseArgs } from "node:util";
import path from "node:path";
import { eq, or } from "drizzle-orm";
import { EnvError, loadEnv } from "../config/env";
import { openDb } from "../db/client";
import { DataDirLockedError } from "../db/dir-lock";
import { venues } from "../db/schema/index";
import { generatePassword } from "../security/password";
import { createStaffAccountsRepository } from "../modules/staff/index";
import { addStaffMember, StaffAccountError } from "../modules/staff/index";
import { BlankVenueError, blankVenue } from "./blank-venue";
import { importVenue, parseVenueFile, VenueFileError } from "./import-venue";

// README "How a venue starts": a new venue from nothing, and its first manager, who sets up
// everything else in the console (/console: Menu, Settings, Tables). Never touches an existing venue.
const usage =
  'usage: npm run venue:create -- --link my-cafe --name "My cafe" --manager-login olena@example.com ' +
  '[--manager-name "Olena"] [--country UA] [--timezone Europe/Kyiv] [--currency ₴] [--company "Legal name"]';

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      link: { type: "string" },
      name: { type: "string" },
      country: { type: "string", default: "UA" },
      timezone: { type: "string" },
      currency: { type: "string" },
      company: { type: "string" },
      "manager-login": { type: "string" },
      "manager-name": { type: "string" },
    },
    strict: true,
  });
  const login = values["manager-login"];
  if (!values.link || !values.name || !login) throw new VenueFileError(usage);
  // The file's own rules (link shape, reserved links, time zone) check what was typed.
  const file = parseVenueFile(
    blankVenue({ ...values, link: values.link, name: values.name, country: values.country.toUpperCase() }),
    "the new venue",
  );
  const env = loadEnv();
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const taken = await handle.db
      .select({ id: venues.id })
      .from(venues)
      .where(or(eq(venues.id, file.venue._id), eq(venues.link, file.venue.link)));
    if (taken.length) throw new VenueFileError(`a venue with the link "${file.venue.link}" exists already`);
    const staff = createStaffAccountsRepository(handle.db);
    // Checked first, so a taken login leaves no venue without its manager behind.
    if ((await staff.existingLogins()).has(login.trim().toLowerCase()))
      throw new StaffAccountError(`the login "${login}" is taken`);
    await importVenue(handle.db, file);
    const password = generatePassword();
    await addStaffMember(
      staff,
      { venue: file.venue._id, role: "manager", name: values["manager-name"] ?? login, login, password },
      new Date(),
    );
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : path.join(env.DATA_DIR, "pglite");
    console.log(
      [
        `Created venue "${file.venue.name}" at /${file.venue.link} in ${where}, with its manager ${login.toLowerCase()}.`,
        `Password (shown once, stored only hashed): ${password}`,
        "Sign in at /console to add menus, products, tables and settings; ordering opens when the manager turns a mode on.",
      ].join("\n"),
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  const known =
    err instanceof VenueFileError ||
    err instanceof BlankVenueError ||
    err instanceof StaffAccountError ||
    err instanceof EnvError ||
    err instanceof DataDirLockedError;
  console.error(known ? err.message : err);
  process.exit(1);
});

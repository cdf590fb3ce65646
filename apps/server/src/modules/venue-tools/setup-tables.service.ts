import type { SetupTable } from "@tablewise/domain/contract/setup";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import { newTableToken } from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import type { StaffActor } from "../../http/staff-actor";
import { recordSetupChange } from "../setup/index";
import { createSetupTablesRepository, type SetupTableRow } from "./setup-tables.repository";

type Deps = {
  db: Db;
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  clock: () => Date;
};
type Place = { section_name: string; table_name: string };

export const toSetupTable = (row: SetupTableRow): SetupTable => ({
  code: row.code,
  section_name: row.sectionName,
  table_name: row.tableName,
  token: row.token,
  qr_url: `/new/${row.token}`,
  retired_at: row.retiredAt?.toISOString() ?? null,
});

// The venue's tables for the setup document (setupCall's `tables`), retired ones included.
export const listSetupTables = (db: Db, venueId: string): Promise<SetupTable[]> =>
  db.transaction(async (tx) => (await createSetupTablesRepository(tx).list(venueId)).map(toSetupTable));

const sameName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

// Tables added, renamed, retired and restored, and their QR token rotated, by a manager.
export function createSetupTablesService({ db, notifyStaff, clock }: Deps) {
  // Two tables of the venue in use under one section and name would be two different QR stickers the
  // staff cannot tell apart on the board (409).
  async function assertFreePlace(
    repo: ReturnType<typeof createSetupTablesRepository>,
    venueId: string,
    place: Place,
    except?: string,
  ) {
    const clash = (await repo.list(venueId)).find(
      (t) =>
        t.code !== except &&
        t.retiredAt === null &&
        sameName(t.sectionName, place.section_name) &&
        sameName(t.tableName, place.table_name),
    );
    if (clash)
      throw new HttpError(
        409,
        "conflict",
        `Table ${place.table_name} of ${place.section_name} already exists`,
        {
          code: clash.code,
        },
      );
  }

  async function change(
    venueId: string,
    actor: StaffActor,
    run: (
      repo: ReturnType<typeof createSetupTablesRepository>,
    ) => Promise<{ row: SetupTableRow; summary: string | null }>,
  ): Promise<SetupTable> {
    // summary null: nothing changed (retiring a retired table), so nothing is recorded or announced.
    const { row, summary } = await db.transaction(async (tx) => {
      const done = await run(createSetupTablesRepository(tx));
      if (done.summary !== null)
        await recordSetupChange(tx, actor, {
          venueId,
          at: clock(),
          kind: "table",
          targetId: done.row.code,
          summary: done.summary,
        });
      return done;
    });
    if (summary !== null)
      notifyStaff(venueId, { kind: "setup", id: row.code, change: "updated", at: clock().toISOString() });
    return toSetupTable(row);
  }

  async function existing(
    repo: ReturnType<typeof createSetupTablesRepository>,
    venueId: string,
    code: string,
  ) {
    const row = await repo.find(venueId, code);
    if (!row) throw notFound("Table");
    return row;
  }

  return {
    create: (venueId: string, actor: StaffActor, place: Place) =>
      change(venueId, actor, async (repo) => {
        await assertFreePlace(repo, venueId, place);
        const row = await repo.create(venueId, {
          sectionName: place.section_name,
          tableName: place.table_name,
        });
        return { row, summary: `table ${place.section_name} / ${place.table_name} added` };
      }),

    rename: (venueId: string, actor: StaffActor, code: string, place: Place) =>
      change(venueId, actor, async (repo) => {
        const before = await existing(repo, venueId, code);
        await assertFreePlace(repo, venueId, place, code);
        const row = await repo.update(code, { sectionName: place.section_name, tableName: place.table_name });
        return {
          row,
          summary: `table ${before.sectionName} / ${before.tableName} -> ${place.section_name} / ${place.table_name}`,
        };
      }),

    // A retired table answers guests as an unknown one (its code, its QR) and leaves the tables list and
    // the QR sheet; its orders and calls stay in the history. Not while an order is open at it: those
    // guests follow their order through the table's page.
    retire: (venueId: string, actor: StaffActor, code: string, retired: boolean) =>
      change(venueId, actor, async (repo) => {
        const before = await existing(repo, venueId, code);
        if (retired === (before.retiredAt !== null)) return { row: before, summary: null };
        if (retired && (await repo.hasOpenOrder(code)))
          throw new HttpError(409, "conflict", "An order is still open at this table: close it first");
        if (!retired)
          await assertFreePlace(
            repo,
            venueId,
            { section_name: before.sectionName, table_name: before.tableName },
            code,
          );
        const row = await repo.update(code, { retiredAt: retired ? clock() : null });
        return { row, summary: `table ${code} ${retired ? "retired" : "restored"}` };
      }),

    // Every printed QR of the table stops opening it; the typed code keeps working.
    rotateToken: (venueId: string, actor: StaffActor, code: string) =>
      change(venueId, actor, async (repo) => {
        await existing(repo, venueId, code);
        const row = await repo.update(code, { token: newTableToken() });
        return { row, summary: `table ${code} QR token rotated` };
      }),
  };
}
export type SetupTablesService = ReturnType<typeof createSetupTablesService>;

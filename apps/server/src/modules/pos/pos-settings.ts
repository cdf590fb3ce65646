import { and, eq } from "drizzle-orm";
import type { PosSettings, PosSettingsBody } from "@tablewise/domain/contract/pos";
import type { Db } from "../../db/client";
import { menus, posSettings } from "../../db/schema/index";
import { HttpError } from "../../http/errors";
import type { Sealer } from "../fiscal/index";
import type { PosClient } from "./pos-client";
import { createPosterClient } from "./poster-client";

export type PosterEndpoints = { apiUrl: string; timeoutMs?: number; fetch?: typeof fetch };

export type VenuePos = {
  client: PosClient;
  spotId: string;
  tableMap: Record<string, string>;
  productMap: Record<string, string>;
};

// The venue's POS settings: the token goes in sealed and never comes back out (the console reads only
// whether one is kept).
export function createPosSettings(db: Db, sealer: Sealer, poster: PosterEndpoints, clock: () => Date) {
  const read = async (venueId: string) =>
    (await db.select().from(posSettings).where(eq(posSettings.venueId, venueId)).limit(1))[0] ?? null;

  // Our product id → its POS id, for the products the menu sync imported (docs/pos.md).
  const importedLinks = async (venueId: string, menuId: string | null | undefined) => {
    if (!menuId) return {};
    const [menu] = await db
      .select({ data: menus.data })
      .from(menus)
      .where(and(eq(menus.id, menuId), eq(menus.venueId, venueId)))
      .limit(1);
    return Object.fromEntries(
      (menu?.data.products ?? []).flatMap((p) => (p.pos_id ? [[p._id, p.pos_id] as const] : [])),
    );
  };

  const present = (row: Awaited<ReturnType<typeof read>>): PosSettings => ({
    provider: row?.provider ?? "none",
    spot_id: row?.spotId ?? null,
    token_set: Boolean(row?.tokenSealed),
    table_map: row?.tableMap ?? {},
    product_map: row?.productMap ?? {},
    menu_id: row?.menuId ?? null,
    menu_sync: row?.menuSync ?? null,
  });

  return {
    get: async (venueId: string) => present(await read(venueId)),

    async save(venueId: string, body: PosSettingsBody): Promise<PosSettings> {
      const before = await read(venueId);
      const tokenSealed = body.token ? sealer.seal(body.token, venueId) : (before?.tokenSealed ?? null);
      const spotId = body.spot_id === undefined ? (before?.spotId ?? null) : body.spot_id;
      if (body.provider === "poster" && (!tokenSealed || !spotId))
        throw new HttpError(400, "validation_failed", "Poster needs the account token and the spot id");
      const values = {
        provider: body.provider,
        tokenSealed,
        spotId,
        tableMap: body.table_map ?? before?.tableMap ?? {},
        // The links the menu sync made stay under a form saved before it (the console's lines may be older
        // than the last sync); a line the manager gives for such a product still wins.
        productMap: {
          ...(await importedLinks(venueId, before?.menuId)),
          ...(body.product_map ?? before?.productMap ?? {}),
        },
        updatedAt: clock(),
      };
      await db
        .insert(posSettings)
        .values({ venueId, ...values })
        .onConflictDoUpdate({ target: posSettings.venueId, set: values });
      return present({
        venueId,
        ...values,
        menuId: before?.menuId ?? null,
        menuSync: before?.menuSync ?? null,
        menuSyncLeaseUntil: null,
      });
    },

    async posFor(venueId: string): Promise<VenuePos | null> {
      const row = await read(venueId);
      if (!row || row.provider !== "poster" || !row.spotId || !row.tokenSealed) return null;
      const token = sealer.open(row.tokenSealed, venueId);
      if (!token) return null;
      return {
        client: createPosterClient({ ...poster, token }),
        spotId: row.spotId,
        tableMap: row.tableMap,
        productMap: row.productMap,
      };
    },
  };
}
export type PosSettingsStore = ReturnType<typeof createPosSettings>;

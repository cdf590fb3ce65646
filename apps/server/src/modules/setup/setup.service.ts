import type { z } from "zod";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Menu, Product } from "@tablewise/domain/contract/menu";
import type { Venue } from "@tablewise/domain/contract/venue";
import {
  versionConflictReason,
  type createMenuBodySchema,
  type ProductDraft,
  type reorderMenusBodySchema,
  type saveMenuBodySchema,
  type saveTranslationsBodySchema,
  type SetupDocument,
  type SetupMenuEntry,
} from "@tablewise/domain/contract/setup";
import type { Tx } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import type { StaffActor } from "../../http/staff-actor";
import { listSetupChanges, recordSetupChange, type SetupChangeKind } from "./setup-changes";
import {
  applyMenuEdit,
  applyTranslations,
  changedKeys,
  checkDraft,
  checkPayReceiver,
  checkVenue,
  invalid,
  keepPosRefs,
  mintId,
  placeProduct,
  productSummary,
  removeProduct,
  toProduct,
  withSuggestions,
  translationScope,
} from "./setup-edits";
import type { SetupRepository, StoredVenue } from "./setup.repository";
import { menuEntry, menuVersion, productVersion, venueVersion } from "./setup-versions";

export type SetupDeps = {
  repo: SetupRepository;
  clock: () => Date;
  imageMaxBytes: number;
  // Open editors of the venue refetch (the console's /staff namespace).
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  // Guests following the venue refetch their prepare (realtime/venue-listen.ts).
  menuChanged: (venueId: string, at: Date) => void;
  // The gateway that takes this venue's online payments on this server (payments/gateway-registry.ts):
  // the sandbox in demo mode for a venue naming none, none for one whose credentials are missing.
  gatewayOf: (venue: Pick<StoredVenue, "paymentGateway" | "paymentCredentialsRef">) => string | null;
};

type Change = { kind: SetupChangeKind; targetId: string | null; summary: string };

// 409 with the version the form should reload (contract setup.ts).
export const versionConflict = (current: string) =>
  new HttpError(409, "conflict", "Someone saved this meanwhile: reload it and make your change again", {
    reason: versionConflictReason,
    current_version: current,
  });
const expectVersion = (given: string | undefined, current: string) => {
  if (given !== current) throw versionConflict(current);
};

const paymentGatewayOf = (value: string | null): SetupDocument["payment_gateway"] =>
  value === "sandbox" || value === "stripe" || value === "liqpay" ? value : null;

export function createSetupService(deps: SetupDeps) {
  const { repo } = deps;

  // Every change: the venue row locked (setup.repository.ts lockVenue), the edit, the venue's revision
  // bumped and the change recorded in one transaction; then the venue's consoles and guests are told.
  async function change<T>(
    venueId: string,
    actor: StaffActor,
    edit: (tx: Tx, stored: StoredVenue, menus: Menu[]) => Promise<{ result: T; change: Change }>,
  ): Promise<T> {
    const at = deps.clock();
    const done = await repo.db.transaction(async (tx) => {
      const stored = await repo.lockVenue(tx, venueId);
      if (!stored) throw notFound("Venue");
      const out = await edit(tx, stored, await repo.listMenus(tx, venueId));
      await repo.bumpRevision(tx, venueId);
      await recordSetupChange(tx, actor, { venueId, ...out.change, at });
      return out;
    });
    deps.notifyStaff(venueId, {
      kind: "setup",
      id: done.change.targetId ?? venueId,
      change: "updated",
      at: at.toISOString(),
    });
    deps.menuChanged(venueId, at);
    return done.result;
  }

  const menuOf = (menus: Menu[], menuId: string) => {
    const menu = menus.find((m) => m._id === menuId);
    if (!menu) throw notFound("Menu");
    return menu;
  };
  // A product of this venue (another venue's answers 404 like an unknown one, staff-actor.ts assertOwns).
  const productOf = (menus: Menu[], productId: string): { menu: Menu; product: Product } => {
    for (const menu of menus) {
      const product = menu.products.find((p) => p._id === productId);
      if (product) return { menu, product };
    }
    throw notFound("Product");
  };
  const freshProductId = (menus: Menu[]) => {
    const taken = new Set(menus.flatMap((m) => m.products.map((p) => p._id)));
    let id = mintId("p");
    while (taken.has(id)) id = mintId("p");
    return id;
  };

  const productAnswer = (menu: Menu, product: Product) => ({
    product,
    version: productVersion(product),
    menu_version: menuVersion(menu),
  });

  return {
    async document(venueId: string): Promise<SetupDocument> {
      const stored = await repo.findVenue(venueId);
      if (!stored) throw notFound("Venue");
      const [menus, payReceivers, tables] = await Promise.all([
        repo.listMenus(repo.db, venueId),
        repo.listPayReceivers(venueId),
        repo.listTables(venueId),
      ]);
      return {
        venue: stored.venue,
        venue_version: venueVersion(stored.venue),
        menus: menus.map(menuEntry),
        pay_receivers: payReceivers,
        tables,
        // What this server takes for the venue, not only what its row names: the Settings screen offers
        // online payment by it (SPEC §4).
        payment_gateway: paymentGatewayOf(deps.gatewayOf(stored)),
        image_max_bytes: deps.imageMaxBytes,
      };
    },

    saveVenue(venueId: string, actor: StaffActor, venue: Venue, version: string) {
      return change(venueId, actor, async (tx, stored) => {
        expectVersion(version, venueVersion(stored.venue));
        checkVenue(stored.venue, venue);
        await repo.saveVenue(tx, venue);
        const keys = changedKeys(stored.venue, venue);
        return {
          result: { venue, version: venueVersion(venue) },
          change: {
            kind: "venue",
            targetId: venueId,
            summary: `settings: ${keys.join(", ") || "no change"}`,
          },
        };
      });
    },

    createMenu(venueId: string, actor: StaffActor, header: z.infer<typeof createMenuBodySchema>["menu"]) {
      return change(
        venueId,
        actor,
        async (tx, _stored, menus): Promise<{ result: SetupMenuEntry; change: Change }> => {
          checkPayReceiver(header.pay_receiver_id, await repo.payReceiverIds(tx, venueId), [
            "menu",
            "pay_receiver_id",
          ]);
          let id = mintId("m");
          while (await repo.menuIdTaken(tx, id)) id = mintId("m");
          const menu: Menu = { ...header, _id: id, categories: [], products: [] };
          await repo.insertMenu(tx, venueId, menu, menus.length);
          return {
            result: menuEntry(menu),
            change: { kind: "menu", targetId: id, summary: `created ${menu.title}` },
          };
        },
      );
    },

    saveMenu(venueId: string, actor: StaffActor, menuId: string, body: z.infer<typeof saveMenuBodySchema>) {
      return change(venueId, actor, async (tx, _stored, menus) => {
        const stored = menuOf(menus, menuId);
        expectVersion(body.version, menuVersion(stored));
        checkPayReceiver(body.menu.pay_receiver_id, await repo.payReceiverIds(tx, venueId), [
          "menu",
          "pay_receiver_id",
        ]);
        const menu = applyMenuEdit(stored, body.menu);
        await repo.saveMenu(tx, venueId, menu);
        const keys = changedKeys(stored, menu).filter((k) => k !== "products");
        return {
          result: menuEntry(menu),
          change: {
            kind: "menu",
            targetId: menuId,
            summary: `${menu.title}: ${keys.join(", ") || "no change"}`,
          },
        };
      });
    },

    // Exactly the venue's menus, reordered: a list naming another set means the form is stale (409).
    reorderMenus(venueId: string, actor: StaffActor, body: z.infer<typeof reorderMenusBodySchema>) {
      return change(venueId, actor, async (tx, _stored, menus) => {
        const current = menus.map((m) => m._id);
        const given = new Set(body.menu_ids);
        if (
          given.size !== body.menu_ids.length ||
          current.length !== given.size ||
          current.some((id) => !given.has(id))
        )
          throw new HttpError(409, "conflict", "The venue's menus changed meanwhile: reload them", {
            reason: versionConflictReason,
            current_version: current.join(","),
          });
        for (const [i, id] of body.menu_ids.entries()) await repo.setMenuPosition(tx, venueId, id, i);
        return {
          result: { menu_ids: body.menu_ids },
          change: { kind: "menu_order", targetId: null, summary: "menus reordered" },
        };
      });
    },

    createProduct(venueId: string, actor: StaffActor, menuId: string, draft: ProductDraft) {
      return change(venueId, actor, async (tx, _stored, menus) => {
        const stored = menuOf(menus, menuId);
        const category = checkDraft(draft, stored);
        const product = withSuggestions(toProduct(draft, freshProductId(menus), stored, category), menus);
        const menu = placeProduct(stored, product);
        await repo.saveMenu(tx, venueId, menu);
        return {
          result: productAnswer(menu, product),
          change: { kind: "product", targetId: product._id, summary: productSummary(null, product) },
        };
      });
    },

    saveProduct(venueId: string, actor: StaffActor, productId: string, draft: ProductDraft, version: string) {
      return change(venueId, actor, async (tx, _stored, menus) => {
        const found = productOf(menus, productId);
        expectVersion(version, productVersion(found.product));
        const category = checkDraft(draft, found.menu);
        const product = withSuggestions(
          keepPosRefs(found.product, toProduct(draft, productId, found.menu, category)),
          menus,
        );
        const menu = placeProduct(found.menu, product);
        await repo.saveMenu(tx, venueId, menu);
        return {
          result: productAnswer(menu, product),
          change: { kind: "product", targetId: productId, summary: productSummary(found.product, product) },
        };
      });
    },

    deleteProduct(venueId: string, actor: StaffActor, productId: string, version: string) {
      return change(venueId, actor, async (tx, _stored, menus) => {
        const found = productOf(menus, productId);
        expectVersion(version, productVersion(found.product));
        const menu = removeProduct(found.menu, productId);
        await repo.saveMenu(tx, venueId, menu);
        await repo.clearStops(tx, venueId, productId);
        return {
          result: { menu_version: menuVersion(menu) },
          change: { kind: "product", targetId: productId, summary: productSummary(found.product, null) },
        };
      });
    },

    // The menu's version when a menu or category text is given, each touched product's own version.
    saveTranslations(
      venueId: string,
      actor: StaffActor,
      menuId: string,
      body: z.infer<typeof saveTranslationsBodySchema>,
    ) {
      return change(venueId, actor, async (tx, _stored, menus) => {
        const stored = menuOf(menus, menuId);
        const scope = translationScope(stored, body.texts);
        if (scope.touchesMenu) {
          if (body.menu_version === undefined) throw invalid([{ path: ["menu_version"], code: "required" }]);
          expectVersion(body.menu_version, menuVersion(stored));
        }
        for (const id of scope.products) {
          const product = stored.products.find((p) => p._id === id)!;
          const given = body.product_versions[id];
          if (given === undefined) throw invalid([{ path: ["product_versions", id], code: "required" }]);
          expectVersion(given, productVersion(product));
        }
        const menu = applyTranslations(stored, body.locale, body.texts);
        await repo.saveMenu(tx, venueId, menu);
        const count = body.texts.length;
        return {
          result: menuEntry(menu),
          change: {
            kind: "translations",
            targetId: menuId,
            summary: `${stored.title}: ${count} ${body.locale} text${count === 1 ? "" : "s"}`,
          },
        };
      });
    },

    async changes(venueId: string, before: string | undefined) {
      if (!(await repo.findVenue(venueId))) throw notFound("Venue");
      return listSetupChanges(repo.db, venueId, before === undefined ? undefined : new Date(before));
    },
  };
}
export type SetupService = ReturnType<typeof createSetupService>;

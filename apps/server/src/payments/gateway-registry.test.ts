import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { homepageResponseSchema } from "@tablewise/domain/contract/homepage";
import { venues } from "../db/schema/index";
import { importVenue, parseVenueFile, VenueFileError } from "../seed/import-venue";
import { fixtureVenueFile } from "../test/fixture-venue";
import { createTestApp } from "../test/test-app";

// A venue's gateway is the one its file names, with its credentials only from the
// environment; a gateway without its secrets, or the sandbox outside demo mode, offers no online payment.
// The fixture venue with online payment switched on in its own settings.
function fileWith(fields: object) {
  const file = fixtureVenueFile();
  file.venue.pay_methods = { ...file.venue.pay_methods, online: true };
  return parseVenueFile({ ...file, ...fields }, "test");
}

async function onlineOffered(t: Awaited<ReturnType<typeof createTestApp>>) {
  const res = await t.app.inject({ method: "GET", url: "/api/superapp/homepage/fixture-cafe" });
  expect(res.statusCode, res.body).toBe(200);
  return homepageResponseSchema.parse(res.json()).data.cafe.pay_methods.online;
}

describe("per-venue gateway configuration", () => {
  const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
  const production = (secrets: Record<string, string>) =>
    createTestApp({
      demo: false,
      env: { STAFF_TOKEN: "production-staff-token-1234" },
      app: { paymentSecrets: secrets, reconcileIntervalMs: 3_600_000 },
    }).then((t) => (apps.push(t), t));
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("stores the file's gateway and credentials reference on the venue row, and clears them on re-import", async () => {
    const t = await production({});
    await importVenue(t.db.db, fileWith({ payment_gateway: "stripe", payment_credentials_ref: "STRIPE_FX" }));
    const row = async () => (await t.db.db.select().from(venues).where(eq(venues.id, "fx-venue")))[0]!;
    expect(await row()).toMatchObject({ paymentGateway: "stripe", paymentCredentialsRef: "STRIPE_FX" });
    await importVenue(t.db.db, fileWith({}));
    expect(await row()).toMatchObject({ paymentGateway: null, paymentCredentialsRef: null });
  });

  it("refuses a file naming an unknown gateway or a credentials reference that is not an env name", () => {
    expect(() => fileWith({ payment_gateway: "paypal" })).toThrow(VenueFileError);
    expect(() => fileWith({ payment_gateway: "stripe", payment_credentials_ref: "sk_live_123" })).toThrow(
      /payment_credentials_ref/,
    );
  });

  it("offers online payment in production only where the venue's gateway has its secrets", async () => {
    const without = await production({});
    await importVenue(
      without.db.db,
      fileWith({ payment_gateway: "stripe", payment_credentials_ref: "STRIPE_FX" }),
    );
    expect(await onlineOffered(without)).toBe(false);

    const withSecrets = await production({
      STRIPE_FX_SECRET_KEY: "sk_test_x",
      STRIPE_FX_WEBHOOK_SECRET: "whsec_x",
    });
    await importVenue(
      withSecrets.db.db,
      fileWith({ payment_gateway: "stripe", payment_credentials_ref: "STRIPE_FX" }),
    );
    expect(await onlineOffered(withSecrets)).toBe(true);
    // The sandbox moves no money: a venue naming it in production offers nothing online.
    await importVenue(withSecrets.db.db, fileWith({ payment_gateway: "sandbox" }));
    expect(await onlineOffered(withSecrets)).toBe(false);
  });

  it("keeps the sandbox for a venue naming no gateway in demo mode", async () => {
    const t = await createTestApp({ app: { reconcileIntervalMs: 3_600_000 } });
    apps.push(t);
    await importVenue(t.db.db, fileWith({}));
    expect(await onlineOffered(t)).toBe(true);
  });
});

import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { createTestApp } from "../test-app";
import { billCommands, opening, runOpening, type M } from "./bill-commands";
import { freeTable, openTable, type ModelApp } from "./bill-driver";
import { newBill } from "./bill-model";
import { modelVenueFile } from "./model-venue";

// The model-based test of a table's bill. Random sequences of guests ordering, appending and
// paying (cash, card, online, tips), the staff accepting, declining, confirming, rejecting and closing,
// the gateway approving and declining, any two of these at once, and time passing (the sweeper then runs
// once), each checked against the model (bill-model.ts, bill-payments.ts) and the rules (bill-check.ts).
// In the suite: a fixed seed and 100 runs (about 20 s on PGlite, 15 s on PostgreSQL here). `npm run
// test:model` (scripts/model-bill.mjs) sets MODEL_RUNS, MODEL_COMMANDS and a random MODEL_SEED; a failure
// prints its replay line (MODEL_SEED, MODEL_PATH, MODEL_REPLAY). MODEL_DEBUG=1 prints each run's end and
// both bills on a mismatch.
const runs = Number(process.env.MODEL_RUNS ?? 100);
const seed = Number(process.env.MODEL_SEED ?? 2026);
const path = process.env.MODEL_PATH;
const replayPath = process.env.MODEL_REPLAY;
const maxCommands = Number(process.env.MODEL_COMMANDS ?? 25);

let now = Date.parse("2031-09-01T08:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ModelApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: () => new Date(now),
    // No timer sweeps: the model's time command sweeps at a known point (app.sweepOrders).
    sweepIntervalMs: 24 * 3_600_000,
    // The model pays far more often than a table would; the limits have tests of their own.
    env: { RATE_LIMIT_ORDER: 0, RATE_LIMIT_PAY: 0 },
  });
  for (const tips of [true, false])
    await importVenue(t.db.db, parseVenueFile(modelVenueFile(tips, 8), "model"));
  await t.app.ready();
  ctx = { app: t.app, db: t.db, advance: (ms) => (now += ms), tables: 8 };
});
afterAll(() => t.close());

// The seed, the replay path and the shrunk run: the venue's tips, the opening order, then the commands
// that ran (the commands' toString), and the error they met.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only read, never called back
function failureReport(d: fc.RunDetails<any>) {
  const [tips, first, cmds] = d.counterexample ?? [];
  const [ran = "", replay = ""] = String(cmds).split(/ \/\*replayPath="(.*)"\*\//);
  return [
    `The bill model failed (seed ${d.seed}, after ${d.numRuns} runs, shrunk ${d.numShrinks} times).`,
    `Replay: MODEL_SEED=${d.seed} MODEL_PATH="${d.counterexamplePath}" MODEL_REPLAY="${replay}" npm run test:model`,
    `Venue tips: ${tips ? "on" : "off"}; opening: ${JSON.stringify(first)}`,
    `Commands:\n  ${ran.split(",").join("\n  ")}`,
    `Error: ${d.errorInstance instanceof Error ? d.errorInstance.message : String(d.errorInstance)}`,
  ].join("\n");
}

describe("the bill's money rules, model-based", () => {
  it(
    `holds over ${runs} random runs of a table (seed ${seed})`,
    async () => {
      const details = await fc.check(
        fc.asyncProperty(
          fc.boolean(),
          opening,
          fc.commands(billCommands, { maxCommands, size: "max", ...(replayPath ? { replayPath } : {}) }),
          async (tips, first, cmds) => {
            const table = await openTable(ctx, tips);
            let last: M | undefined;
            try {
              const setup = async () => {
                const model: M = { bill: newBill(now, tips) };
                await runOpening(model, table, first);
                last = model;
                return { model, real: table };
              };
              await fc.asyncModelRun(setup, cmds);
            } finally {
              await freeTable(table);
              if (process.env.MODEL_DEBUG)
                console.log(
                  `${last?.bill.order?.closedBy ?? last?.bill.order?.status}: ${last?.bill.payments.map((p) => p.status).join(" ")}`,
                );
            }
          },
        ),
        { seed, numRuns: runs, ...(path ? { path } : {}) },
      );
      if (details.failed) throw new Error(failureReport(details));
    },
    60_000 + runs * 20_000,
  );
});

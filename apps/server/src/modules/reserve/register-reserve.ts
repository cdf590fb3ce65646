import type { FastifyInstance } from "fastify";
import type { OnlineGateway } from "../../config/payment-gateway";
import type { Db } from "../../db/client";
import type { PhoneVerification } from "../phone-verification/index";
import type { VenueRepository } from "../venue/index";
import type { NotifyStaff } from "../../realtime/order-room";
import type { GatewayRegistry } from "../../payments/index";
import type { RefundAttemptRepository } from "../../payments/index";
import type { RefundRunner } from "../../payments/index";
import { createDepositPayments } from "../../payments/index";
import { createBoardReservations } from "./board-reservations";
import { createBookableSlots } from "./bookable-slots";
import { createReservationChanges } from "./reservation-changes";
import { createReservationDecisions } from "./reservation-decisions";
import { createReservationDocuments } from "./reservation-documents";
import { createReservationSweeper } from "./reservation-sweeper";
import { createReserveRepository } from "./reserve.repository";
import { registerReserveRoutes } from "./reserve.routes";
import { createReserveService } from "./reserve.service";
import { registerStaffReservationRoutes } from "./staff-reservations.routes";

declare module "fastify" {
  // Declaration merging into Fastify's instance needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    // One sweep of reservations' deposit holds, now (tests that move their own clock call it).
    sweepReservations: () => Promise<number>;
  }
}

type Deps = {
  db: Db;
  venues: VenueRepository;
  phones: PhoneVerification;
  clock: () => Date;
  // onlineGatewayOf(env); null turns deposits and the sandbox routes off.
  gateway: OnlineGateway | null;
  // How often unpaid reservations past their hold are looked for.
  sweepIntervalMs: number;
  // Tells the venue's console of new, paid, expired and decided reservations.
  notifyStaff: NotifyStaff;
  // Deposits through each venue's PaymentGateway.
  registry: GatewayRegistry;
  refundAttempts: RefundAttemptRepository;
  refunds: RefundRunner;
  publicUrl: string | null;
};

// Reservations: the SPEC §7 calls, documents, the deposit gateway and the sweeper of holds.
export function registerReserve(app: FastifyInstance, deps: Deps) {
  const { db, venues, phones, clock, gateway, notifyStaff } = deps;
  const repo = createReserveRepository(db);
  const deposits = createDepositPayments({
    db,
    book: repo,
    registry: deps.registry,
    attempts: deps.refundAttempts,
    runner: deps.refunds,
    notifyStaff,
    clock,
    publicUrl: deps.publicUrl,
    log: app.log,
  });
  const service = createReserveService({
    repo,
    venues,
    phones,
    clock,
    registry: deps.registry,
    deposits,
    notifyStaff,
  });
  const documents = createReservationDocuments();
  registerReserveRoutes(app, { service, repo, documents, gateway, clock, notifyStaff });
  registerStaffReservationRoutes(app, {
    decisions: createReservationDecisions({ repo, registry: deps.registry, deposits, notifyStaff, clock }),
    changes: createReservationChanges({
      repo,
      venues,
      slots: createBookableSlots({ repo, clock }),
      notifyStaff,
      clock,
    }),
    board: createBoardReservations(db),
    clock,
  });
  const sweeper = createReservationSweeper({ repo, clock, notifyStaff });
  app.decorate("sweepReservations", () => sweeper.sweep());
  app.addHook("onReady", () => sweeper.start(deps.sweepIntervalMs, app.log));
  app.addHook("onClose", () => sweeper.stop());
  return { deposits };
}

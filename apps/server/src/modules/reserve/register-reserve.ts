import type { FastifyInstance } from "fastify";
import type { OnlineGateway } from "../../config/payment-gateway";
import type { Db } from "../../db/client";
import type { PhoneVerification } from "../phone-verification/phone-verification.service";
import type { VenueRepository } from "../venue/venue.repository";
import { createReservationDocuments } from "./reservation-documents";
import { createReservationSweeper } from "./reservation-sweeper";
import { createReserveRepository } from "./reserve.repository";
import { registerReserveRoutes } from "./reserve.routes";
import { createReserveService } from "./reserve.service";

type Deps = {
  db: Db;
  venues: VenueRepository;
  phones: PhoneVerification;
  clock: () => Date;
  // Issue 16.1: onlineGatewayOf(env); null turns deposits and the sandbox routes off.
  gateway: OnlineGateway | null;
  // How often unpaid reservations past their hold are looked for (issue 16.5).
  sweepIntervalMs: number;
};

// Reservations (issue 6): the SPEC §7 calls, documents, the deposit gateway and the sweeper of holds.
export function registerReserve(app: FastifyInstance, deps: Deps) {
  const { db, venues, phones, clock, gateway } = deps;
  const repo = createReserveRepository(db);
  const service = createReserveService({ repo, venues, phones, clock, gateway });
  registerReserveRoutes(app, { service, repo, documents: createReservationDocuments(), gateway, clock });
  const sweeper = createReservationSweeper({ repo, clock });
  app.addHook("onReady", () => sweeper.start(deps.sweepIntervalMs, app.log));
  app.addHook("onClose", () => sweeper.stop());
}

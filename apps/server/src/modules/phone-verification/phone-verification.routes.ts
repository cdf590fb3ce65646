import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { phoneSchema } from "@tablewise/domain/contract/common";
import {
  phoneVerificationConfirmCall,
  phoneVerificationConfirmDataSchema,
  phoneVerificationRequestCall,
  phoneVerificationRequestDataSchema,
} from "@tablewise/domain/contract/phone-verification";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { loadServerSecret } from "../../security/server-secret";
import type { VenueRepository } from "../venue/index";
import { createOutbox, createUnconfiguredProvider } from "./message-provider";
import { messageProviderOf } from "./sms-config";
import type { SmsEnv } from "../../config/sms-settings";
import { createPhoneVerification, type PhoneVerification } from "./phone-verification.service";

type Deps = {
  db: Db;
  venues: VenueRepository;
  demo: boolean;
  // The SMS provider's settings (Twilio, a generic HTTP gateway, or none).
  sms: SmsEnv;
  secret?: string;
  clock: () => Date;
};

// The outbox answers for one phone only, never with every guest's live codes.
const outboxQuerySchema = z.object({ phone: phoneSchema });

// SPEC §7 phone verification calls, and in demo mode the outbox of sent codes.
export async function registerPhoneVerification(
  app: FastifyInstance,
  deps: Deps,
): Promise<PhoneVerification> {
  const outbox = createOutbox(deps.db);
  const service = createPhoneVerification({
    db: deps.db,
    secret: await loadServerSecret(deps.db, deps.secret),
    provider:
      messageProviderOf({ ...deps.sms, DEMO_MODE: deps.demo }, outbox.provider) ??
      createUnconfiguredProvider(app.log),
    log: app.log,
    venueOf: async (id) => await deps.venues.findById(id),
    clock: deps.clock,
  });

  app.post(phoneVerificationRequestCall.path, { config: { rateLimit: "phone" } }, async (request) => {
    const body = parse(phoneVerificationRequestCall.body, request.body, "body");
    return ok(
      phoneVerificationRequestDataSchema,
      await service.request(body.cafe_id, body.phone, body.visitor_id),
    );
  });

  app.post(phoneVerificationConfirmCall.path, { config: { rateLimit: "phone" } }, async (request) => {
    const body = parse(phoneVerificationConfirmCall.body, request.body, "body");
    return ok(phoneVerificationConfirmDataSchema, await service.confirm(body.token, body.code));
  });

  // Readable only in demo mode: outside it the route answers like any unknown path.
  app.get("/api/dev/outbox", async (request, reply) => {
    if (!deps.demo) throw notFound("Route");
    const { phone } = parse(outboxQuerySchema, request.query, "query");
    reply.header("cache-control", "no-store");
    return { success: true, data: { messages: await outbox.list(phone) } };
  });
  return service;
}

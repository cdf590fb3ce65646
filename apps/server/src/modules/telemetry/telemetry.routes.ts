import type { FastifyInstance } from "fastify";
import {
  telemetryAckResponseSchema,
  telemetryEventCall,
  telemetryGesturesCall,
  telemetryInitCall,
  telemetryInitDataSchema,
  telemetryMilestoneCall,
  telemetryTargetCall,
} from "@tablewise/domain/contract/telemetry";
import type { Db } from "../../db/client";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { createTelemetryRepository } from "./telemetry.repository";
import { createTelemetryService, type TelemetryService } from "./telemetry.service";

// The largest telemetry body: 500 gestures (the contract's batch cap) fit well inside it.
export const telemetryBodyLimit = 64 * 1024;

const ack = () => ok(telemetryAckResponseSchema.shape.data, {});

// SPEC §7 telemetry calls under /api. They run in their own plugin scope for one reason: a page being
// hidden sends what is pending with navigator.sendBeacon, which can only post text/plain without a CORS
// preflight, so here (and only here) a text/plain body is read as JSON. Every body is still checked
// with the contract; no cookie is read or set.
export function registerTelemetryRoutes(app: FastifyInstance, service: TelemetryService) {
  return app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser("error", "error");
    scope.addContentTypeParser(
      "text/plain",
      { parseAs: "string", bodyLimit: telemetryBodyLimit },
      (request, body, done) =>
        parseJson(request, typeof body === "string" ? body : body.toString("utf8"), done),
    );

    scope.post(telemetryInitCall.path, async (request, reply) => {
      const body = parse(telemetryInitCall.body, request.body, "body");
      reply.header("cache-control", "no-store");
      return ok(telemetryInitDataSchema, { id: await service.init(body) });
    });

    scope.post(telemetryGesturesCall.path, async (request) => {
      const { session } = parse(telemetryGesturesCall.params, request.params, "params");
      await service.gestures(session, parse(telemetryGesturesCall.body, request.body, "body"));
      return ack();
    });

    scope.post(telemetryEventCall.path, async (request) => {
      const { session } = parse(telemetryEventCall.params, request.params, "params");
      await service.event(session, parse(telemetryEventCall.body, request.body, "body"));
      return ack();
    });

    scope.post(telemetryTargetCall.path, async (request) => {
      const { session } = parse(telemetryTargetCall.params, request.params, "params");
      await service.target(session, parse(telemetryTargetCall.body, request.body, "body"));
      return ack();
    });

    scope.post(telemetryMilestoneCall.path, async (request) => {
      const { session, milestone } = parse(telemetryMilestoneCall.params, request.params, "params");
      await service.milestone(session, milestone);
      return ack();
    });
  });
}

type TelemetryDeps = {
  db: Db;
  venues: { findVersion: (id: string) => Promise<string | null> };
  clock: () => Date;
  cap?: number;
};

export function registerTelemetry(app: FastifyInstance, deps: TelemetryDeps) {
  const service = createTelemetryService(
    createTelemetryRepository(deps.db),
    deps.venues,
    deps.clock,
    deps.cap,
  );
  return registerTelemetryRoutes(app, service);
}

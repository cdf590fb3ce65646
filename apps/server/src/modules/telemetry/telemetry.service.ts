import type {
  TelemetryEventBody,
  TelemetryGesturesBody,
  TelemetryInitBody,
  TelemetryTargetBody,
} from "@tablewise/domain/contract/telemetry";
import { HttpError, notFound } from "../../http/errors";
import type { TelemetryRepository, WriteOutcome } from "./telemetry.repository";

// A session writes a gesture batch every 5 s at most, plus events and milestones: 2,000 writes is
// well over two hours of use, and bounds what one anonymous session can make the server store.
export const telemetrySessionWriteCap = 2000;

type VenueLookup = { findVersion: (id: string) => Promise<string | null> };

function check(outcome: WriteOutcome) {
  if (outcome === "missing") throw notFound("Telemetry session");
  if (outcome === "full")
    throw new HttpError(429, "too_many_requests", "Telemetry session is full: start a new session");
}

export function createTelemetryService(
  repository: TelemetryRepository,
  venues: VenueLookup,
  clock: () => Date,
  cap = telemetrySessionWriteCap,
) {
  async function requireVenue(id: string) {
    if ((await venues.findVersion(id)) === null) throw notFound("Venue");
  }
  return {
    // SPEC §7 telemetry/init: stores venue, mode, platform and screen size only (no IP, no user agent).
    async init(body: TelemetryInitBody): Promise<string> {
      await requireVenue(body.cafe_id);
      return repository.createSession(
        {
          venueId: body.cafe_id,
          mode: body.mode,
          platform: body.platform,
          screenWidth: body.device.screen_width,
          screenHeight: body.device.screen_height,
        },
        clock(),
      );
    },
    async gestures(session: string, body: TelemetryGesturesBody) {
      check(await repository.addRecord(session, "gestures", body.gestures, cap, clock()));
    },
    async event(session: string, body: TelemetryEventBody) {
      check(await repository.addRecord(session, "event", body, cap, clock()));
    },
    async target(session: string, body: TelemetryTargetBody) {
      await requireVenue(body.cafe_id);
      check(await repository.setTarget(session, { venueId: body.cafe_id, mode: body.mode }, cap, clock()));
    },
    async milestone(session: string, milestone: string) {
      check(await repository.reachMilestone(session, milestone, cap, clock()));
    },
  };
}
export type TelemetryService = ReturnType<typeof createTelemetryService>;

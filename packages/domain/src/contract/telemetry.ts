import { z } from "zod";
import { apiBase, defineCall } from "./call";
import { idSchema, modeSchema, okEnvelope, secretIdSchema } from "./common";

// SPEC §7 telemetry calls, under /api. Everything here is bounded: the endpoints take anonymous traffic.
const timestampSchema = z.number().int().min(0).max(8.64e15); // ms since the epoch, as Date accepts
const pixelSchema = z.number().finite().min(-100_000).max(100_000);
// PostgreSQL stores no NUL character (in text or jsonb): refused here as bad input, not met as a 500.
const textSchema = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes("\u0000"), { message: "must not contain a NUL character" });

// POST telemetry/init cafe_id, mode, platform, device {screen_width, screen_height} -> data.id.
export const telemetryInitBodySchema = z.strictObject({
  cafe_id: idSchema,
  mode: modeSchema,
  // A short platform name ("android", "ios", "windows"...), never a user agent string: no slashes,
  // brackets or semicolons, so a whole user agent cannot be stored here.
  platform: z.string().regex(/^[A-Za-z0-9 _.-]{1,32}$/),
  device: z.strictObject({
    screen_width: z.number().int().min(1).max(20_000),
    screen_height: z.number().int().min(1).max(20_000),
  }),
});
export type TelemetryInitBody = z.infer<typeof telemetryInitBodySchema>;
export const telemetryInitDataSchema = z.object({ id: secretIdSchema });
export type TelemetryInitData = z.infer<typeof telemetryInitDataSchema>;
export const telemetryInitResponseSchema = okEnvelope(telemetryInitDataSchema);
export const telemetryInitCall = defineCall({
  method: "POST",
  path: `${apiBase}/telemetry/init`,
  body: telemetryInitBodySchema,
  response: telemetryInitResponseSchema,
});

export const telemetrySessionParamsSchema = z.object({ session: secretIdSchema });
export type TelemetrySessionParams = z.infer<typeof telemetrySessionParamsSchema>;
// The other telemetry answers are not shown in SPEC §7; ours is an empty acknowledgement.
export const telemetryAckResponseSchema = okEnvelope(z.object({}));

// POST telemetry/gestures/{session} gestures, flushed every 5 s (so a batch is small).
export const gestureTypeSchema = z.enum(["tap", "long_press", "swipe", "scroll", "pinch"]);
export const gestureSchema = z.strictObject({
  type: gestureTypeSchema,
  x: pixelSchema,
  y: pixelSchema,
  dx: pixelSchema.optional(),
  dy: pixelSchema.optional(),
  target: textSchema(200).optional(), // a stable element name, never typed text
  route: textSchema(300).optional(),
  timestamp: timestampSchema,
});
export type Gesture = z.infer<typeof gestureSchema>;
export const telemetryGesturesBodySchema = z.strictObject({
  gestures: z.array(gestureSchema).min(1).max(500),
});
export type TelemetryGesturesBody = z.infer<typeof telemetryGesturesBodySchema>;
export const telemetryGesturesCall = defineCall({
  method: "POST",
  path: `${apiBase}/telemetry/gestures/:session`,
  params: telemetrySessionParamsSchema,
  body: telemetryGesturesBodySchema,
  response: telemetryAckResponseSchema,
});

// POST telemetry/event/{session} type, payload, timestamp. The payload is a flat map of scalars.
export const telemetryPayloadSchema = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
    z.union([textSchema(1000), z.number().finite(), z.boolean(), z.null()]),
  )
  .refine((payload) => Object.keys(payload).length <= 50, { message: "at most 50 payload keys" });
export const telemetryEventBodySchema = z.strictObject({
  type: z.string().regex(/^[a-z][a-z0-9_.:-]{0,63}$/),
  payload: telemetryPayloadSchema,
  timestamp: timestampSchema,
});
export type TelemetryEventBody = z.infer<typeof telemetryEventBodySchema>;
export const telemetryEventCall = defineCall({
  method: "POST",
  path: `${apiBase}/telemetry/event/:session`,
  params: telemetrySessionParamsSchema,
  body: telemetryEventBodySchema,
  response: telemetryAckResponseSchema,
});

// POST telemetry/target/{session} cafe_id, mode: the session moved to another venue or mode.
export const telemetryTargetBodySchema = z.strictObject({ cafe_id: idSchema, mode: modeSchema });
export type TelemetryTargetBody = z.infer<typeof telemetryTargetBodySchema>;
export const telemetryTargetCall = defineCall({
  method: "POST",
  path: `${apiBase}/telemetry/target/:session`,
  params: telemetrySessionParamsSchema,
  body: telemetryTargetBodySchema,
  response: telemetryAckResponseSchema,
});

// POST telemetry/milestone/{session}/{milestone}, no payload. The web app reaches these (SPEC §4 flow).
export const telemetryMilestones = ["menu_opened", "cart_opened", "order_created", "paid"] as const;
export type TelemetryMilestone = (typeof telemetryMilestones)[number];
export const milestoneNameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/);
export const telemetryMilestoneParamsSchema = z.object({
  session: secretIdSchema,
  milestone: milestoneNameSchema,
});
export type TelemetryMilestoneParams = z.infer<typeof telemetryMilestoneParamsSchema>;
export const telemetryMilestoneCall = defineCall({
  method: "POST",
  path: `${apiBase}/telemetry/milestone/:session/:milestone`,
  params: telemetryMilestoneParamsSchema,
  response: telemetryAckResponseSchema,
});

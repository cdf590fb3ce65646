import { z } from "zod";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { consoleCsrfHeader, idempotencyKeyHeader } from "@tablewise/domain/contract/staff";
import type { ApiRoute } from "./route-entry";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

// JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) of a zod schema, as the server reads a request
// ("input") or writes an answer ("output"). Refinements and transforms have no JSON Schema: they are
// left out ("any"), so the document may accept a value the server still refuses with a 400.
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete json.$schema;
  return json;
}

const openApiPathOf = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");

function parametersOf(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, "input");
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

const errorRef = { $ref: "#/components/schemas/ErrorEnvelope" };
const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: errorRef } },
});

// SPEC §7: guests are anonymous (the ids are the capability; an eat-in order also wants its table's code
// or the visitor id that ordered); staff routes take the console's session
// (and its CSRF header on changes) or the service token.
function securityOf(route: ApiRoute) {
  if (route.auth === "table") return [{ tableAccessCode: [] }, { visitorId: [] }];
  if (route.auth !== "staff") return [];
  const changes = route.method !== "GET";
  return [{ serviceToken: [] }, changes ? { staffSession: [], consoleCsrf: [] } : { staffSession: [] }];
}

function operationOf(route: ApiRoute) {
  const success = route.file
    ? {
        description: `A file (${route.file})`,
        content: { [route.file]: route.response ? { schema: jsonSchemaOf(route.response, "output") } : {} },
      }
    : {
        description: "The SPEC §7 envelope { success: true, data }",
        content: {
          "application/json": { schema: route.response ? jsonSchemaOf(route.response, "output") : {} },
        },
      };
  const staffHeaders =
    route.auth === "staff" && route.method === "POST"
      ? [
          {
            name: idempotencyKeyHeader,
            in: "header",
            required: false,
            description: "Replays of a key answer the first result instead of acting twice.",
            schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,128}$" },
          },
        ]
      : [];
  const body =
    route.method === "POST"
      ? route.bodyType
        ? {
            requestBody: {
              required: true,
              content: { [route.bodyType]: { schema: { type: "string", format: "binary" } } },
            },
          }
        : {
            requestBody: {
              required: route.body ? !route.body.safeParse(undefined).success : false,
              content: {
                "application/json": { schema: route.body ? jsonSchemaOf(route.body, "input") : {} },
              },
            },
          }
      : {};
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}${openApiPathOf(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? "").toUpperCase())}`,
    security: securityOf(route),
    parameters: [
      ...parametersOf(route.params, "path"),
      ...parametersOf(route.query, "query"),
      ...staffHeaders,
    ],
    ...body,
    responses: {
      [String(route.status ?? 200)]: success,
      "4XX": errorAnswer("Refused: the error envelope { success: false, error: { code, message } }"),
      "5XX": errorAnswer("The server failed; the same envelope, no details"),
    },
  };
}

export function buildOpenApiDocument(routes: ApiRoute[], info: { version: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPathOf(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Tablewise API",
      version: info.version,
      description:
        "The guest app's calls (SPEC §7), the venue's staff API and its integrations (webhooks, fiscal receipts, the POS). " +
        "Every answer is JSON in one envelope: { success: true, data } or { success: false, error: { code, message } }. " +
        "Money is a decimal in the venue's currency on the SPEC §7 calls.",
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchemaOf(errorEnvelopeSchema, "output") },
      securitySchemes: {
        serviceToken: {
          type: "http",
          scheme: "bearer",
          description: "The venue-wide service token (STAFF_TOKEN) of an integration such as a POS.",
        },
        staffSession: {
          type: "apiKey",
          in: "cookie",
          name: "tw_staff",
          description: "The venue console's session, set by POST /api/staff/session.",
        },
        tableAccessCode: {
          type: "apiKey",
          in: "header",
          name: "x-access-code",
          description:
            "An eat-in order's calls: the access code the table's prepare call gave (the guest sits at that table).",
        },
        visitorId: {
          type: "apiKey",
          in: "header",
          name: "x-visitor-id",
          description:
            "An eat-in order's calls: the visitor id that placed or added to the order (the guest's archive).",
        },
        consoleCsrf: {
          type: "apiKey",
          in: "header",
          name: consoleCsrfHeader,
          description: `A console request that changes something sends ${consoleCsrfHeader}: 1.`,
        },
      },
    },
  };
}

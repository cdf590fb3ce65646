import fc from "fast-check";

// Values shaped by a JSON Schema of the OpenAPI document (the subset z.toJSONSchema writes): objects with
// their required and some optional fields, enums, bounded strings, numbers and arrays. `pick` offers real
// values for a field by its name (an id the server gave earlier), mixed with generated ones.
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};
export type Pick = (field: string) => fc.Arbitrary<unknown> | undefined;

const isoTimes = fc
  .integer({ min: Date.UTC(2026, 10, 23, 8), max: Date.UTC(2026, 11, 5) })
  .map((ms) => new Date(Math.floor(ms / 900_000) * 900_000).toISOString());
const formats: Record<string, fc.Arbitrary<string>> = {
  "date-time": isoTimes,
  date: fc.constantFrom("2026-11-23", "2026-11-24", "2026-11-25", "2026-12-01"),
  email: fc.constantFrom("olena@example.com", "a@b.cd"),
  uri: fc.constantFrom("https://example.com/hook", "https://hooks.example.org/tablewise"),
  url: fc.constantFrom("https://example.com/hook"),
};

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format && formats[s.format]) return formats[s.format]!;
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 24, Math.max(minLength, 40));
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? 1e6));
    } catch {
      // A pattern fast-check cannot read: plain text of the allowed length.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : 0.01;
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : -10);
  const max = Math.max(
    min,
    s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - step : 1000),
  );
  const lo = Math.max(min, Number.MIN_SAFE_INTEGER);
  const hi = Math.min(max, lo + 10_000, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  return fc.integer({ min: Math.ceil(lo * 100), max: Math.floor(hi * 100) }).map((n) => n / 100);
}

export function arbitraryOf(schema: JsonSchema, pick: Pick, field = "", depth = 0): fc.Arbitrary<unknown> {
  const generated = shapeOf(schema, pick, depth);
  const real = field ? pick(field) : undefined;
  return real ? fc.oneof({ arbitrary: real, weight: 3 }, { arbitrary: generated, weight: 1 }) : generated;
}

function shapeOf(s: JsonSchema, pick: Pick, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => arbitraryOf(o, pick, "", depth + 1)));
  if (s.allOf?.length) return arbitraryOf(s.allOf[0]!, pick, "", depth + 1);
  const types = [s.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => shapeOf({ ...s, type }, pick, depth)));
  switch (types[0]) {
    case "object": {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const fields = Object.fromEntries(
        Object.entries(props).map(([name, p]) => [name, arbitraryOf(p, pick, name, depth + 1)]),
      );
      return fc.record(fields, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    case "array": {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => arbitraryOf(p, pick, "", depth + 1)));
      const minLength = s.minItems ?? 0;
      return fc.array(s.items ? arbitraryOf(s.items, pick, "", depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)),
      });
    }
    case "string":
      return stringOf(s);
    case "integer":
      return numberOf(s, true);
    case "number":
      return numberOf(s, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

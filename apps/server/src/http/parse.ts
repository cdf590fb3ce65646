import type { z } from "zod";
import { validationError } from "./errors";

// Thin handlers parse params/query/body with the contract schema; a mismatch is a 400 naming the field.
export function parse<T extends z.ZodType>(
  schema: T,
  value: unknown,
  where: "params" | "query" | "body",
): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(where, result.error);
  return result.data;
}

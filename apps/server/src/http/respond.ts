import type { z } from "zod";

// DESIGN.md §3: the server validates its output with the call's schema too. Parsing also strips any
// field the contract does not name, so nothing stored beside the contract leaks. A mismatch is our bug:
// a plain Error, hence a 500 "internal" with the details in the log only.
export function ok<T extends z.ZodType>(schema: T, data: z.input<T>): { success: true; data: z.output<T> } {
  const result = schema.safeParse(data);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`response does not match the contract: ${fields}`);
  }
  return { success: true, data: result.data };
}

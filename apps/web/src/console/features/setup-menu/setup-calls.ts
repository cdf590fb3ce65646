import { z } from "zod";
import { buildPath } from "@tablewise/domain/contract/call";
import {
  createMenuCall,
  createProductCall,
  deleteProductCall,
  imageUploadPath,
  imageUploadResponseSchema,
  reorderMenusCall,
  saveMenuCall,
  saveProductCall,
  saveTranslationsCall,
  setupCall,
  versionConflictReason,
} from "@tablewise/domain/contract/setup";
import { ConsoleApiError, consoleRequest, consoleUpload } from "../../lib/console-api";

// The setup calls the menu screens use, built from the contract's descriptors.
type Body<C> = C extends { body: z.ZodType } ? z.input<C["body"]> : never;

export const setupQueryKey = (venueId: string) => ["setup", venueId] as const;

export const getSetup = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(setupCall.path, { venueId }), setupCall.response, { signal }).then((r) => r.data);

export const createMenu = (venueId: string, body: Body<typeof createMenuCall>) =>
  consoleRequest(buildPath(createMenuCall.path, { venueId }), createMenuCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data);

export const saveMenu = (venueId: string, menuId: string, body: Body<typeof saveMenuCall>) =>
  consoleRequest(buildPath(saveMenuCall.path, { venueId, menuId }), saveMenuCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data);

export const reorderMenus = (venueId: string, menuIds: string[]) =>
  consoleRequest(buildPath(reorderMenusCall.path, { venueId }), reorderMenusCall.response, {
    method: "POST",
    body: { menu_ids: menuIds },
  }).then((r) => r.data);

export const createProduct = (venueId: string, menuId: string, body: Body<typeof createProductCall>) =>
  consoleRequest(buildPath(createProductCall.path, { venueId, menuId }), createProductCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data);

export const saveProduct = (venueId: string, productId: string, body: Body<typeof saveProductCall>) =>
  consoleRequest(buildPath(saveProductCall.path, { venueId, productId }), saveProductCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data);

export const deleteProduct = (venueId: string, productId: string, version: string) =>
  consoleRequest(buildPath(deleteProductCall.path, { venueId, productId }), deleteProductCall.response, {
    method: "POST",
    body: { version },
  }).then((r) => r.data);

export const saveTranslations = (venueId: string, menuId: string, body: Body<typeof saveTranslationsCall>) =>
  consoleRequest(buildPath(saveTranslationsCall.path, { venueId, menuId }), saveTranslationsCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data);

export const uploadImage = (venueId: string, file: Blob, signal?: AbortSignal) =>
  consoleUpload(buildPath(imageUploadPath, { venueId }), imageUploadResponseSchema, file, signal).then(
    (r) => r.data,
  );

// contract/setup.ts: a stale version answers 409 `conflict` { reason: "version_conflict" }.
const conflictDetails = z.object({ reason: z.literal(versionConflictReason) });
export const isVersionConflict = (error: unknown) =>
  error instanceof ConsoleApiError &&
  error.status === 409 &&
  conflictDetails.safeParse(error.details).success;

// A 400's details as field paths: the price-group issues ({ path, code }), zod's issues, or the server's
// "where.a.b: message" lines (http/errors.ts validationError). Paths drop the body's wrapper ("product").
export type FieldError = { path: string; code?: string; message: string };
const issueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string().optional(),
  message: z.string().optional(),
});
export function fieldErrorsOf(error: unknown, wrapper: string): FieldError[] {
  if (!(error instanceof ConsoleApiError) || error.status !== 400) return [];
  const details = error.details as { issues?: unknown; fields?: unknown } | unknown[] | undefined;
  const strip = (path: (string | number)[]) => (path[0] === wrapper ? path.slice(1) : path).join(".");
  const list = Array.isArray(details) ? details : (details as { issues?: unknown })?.issues;
  const out: FieldError[] = [];
  if (Array.isArray(list))
    for (const raw of list) {
      const issue = issueSchema.safeParse(raw);
      if (issue.success)
        out.push({
          path: strip(issue.data.path),
          code: issue.data.code,
          message: issue.data.message ?? issue.data.code ?? "",
        });
    }
  const fields = (details as { fields?: unknown })?.fields;
  if (Array.isArray(fields))
    for (const line of fields) {
      if (typeof line !== "string") continue;
      const at = line.indexOf(": ");
      if (at < 0) continue;
      const parts = line.slice(0, at).split(".");
      const path = parts.filter((p, k) => !(k === 0 && p === "body"));
      out.push({ path: strip(path), message: line.slice(at + 2) });
    }
  return out;
}

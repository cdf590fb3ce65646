import type { StoredCartLine } from "../../db/schema/index";
import { HttpError } from "../../http/errors";

// SPEC §5, §9: at most 30 of one line.
export const maxLineQuantity = 30;

const chosenIds = (line: StoredCartLine) =>
  [...line.variants, ...line.modificators].map((c) => c.item_id).join(" ");

// Lines are one when they would be one on the bill: same product of the same menu, the same choices (in
// the canonical order chosenItems gives them), the same comment and the same guest.
const isSameLine = (a: StoredCartLine, b: StoredCartLine) =>
  a.menu_id === b.menu_id &&
  a.product_id === b.product_id &&
  a.guest_index === b.guest_index &&
  (a.client_comment ?? "") === (b.client_comment ?? "") &&
  chosenIds(a) === chosenIds(b);

// A cart of 300 lines was accepted; a table's order is far smaller. Every read prices every line.
export const maxCartLines = 100;

export function addLine(items: readonly StoredCartLine[], line: StoredCartLine): StoredCartLine[] {
  const same = items.find((l) => isSameLine(l, line));
  if (!same && items.length >= maxCartLines)
    throw new HttpError(409, "cart_full", `A cart holds at most ${maxCartLines} different items`, {
      max: maxCartLines,
    });
  if (!same) return [...items, line];
  const quantity = same.quantity + line.quantity;
  if (quantity > maxLineQuantity)
    throw new HttpError(
      422,
      "validation_failed",
      `At most ${maxLineQuantity} of one item: the cart already has ${same.quantity} of "${same.name}", ` +
        `adding ${line.quantity} would make ${quantity}`,
      { item_id: same._id, quantity: same.quantity, max: maxLineQuantity },
    );
  // A line added again from a suggestion sheet takes the mark if it had none (the day counts the take).
  const mark = !same.suggested_by && line.suggested_by ? { suggested_by: line.suggested_by } : {};
  return items.map((l) => (l === same ? { ...l, ...mark, quantity } : l));
}

// SPEC §4: minus at 1 removes the item, so quantity 0 removes the line.
export function setLineQuantity(
  items: readonly StoredCartLine[],
  itemId: string,
  quantity: number,
): StoredCartLine[] {
  if (!items.some((l) => l._id === itemId))
    throw new HttpError(404, "not_found", `Cart item "${itemId}" not found`);
  return quantity === 0
    ? items.filter((l) => l._id !== itemId)
    : items.map((l) => (l._id === itemId ? { ...l, quantity } : l));
}

import type { CartNote } from "../cart/use-cart-note";

// The eat-in create and append calls carry one comment (SPEC §7): the guest's words, then, when the
// utensils switch is on, a line with the number of sets in the guest's language for the staff.
export function orderComment(note: CartNote, utensilsLine: (count: number) => string): string | undefined {
  const lines = [note.comment.trim(), note.hasUtensils ? utensilsLine(note.utensils) : ""].filter(Boolean);
  return lines.length ? lines.join("\n") : undefined;
}

import { useCallback, useEffect, useState } from "react";

// SPEC §2/§5 cart comment with the utensils switch and counter (1..50). Kept per cart in sessionStorage:
// the order flows of later issues send them with the order.
export const minUtensils = 1;
export const maxUtensils = 50;
export type CartNote = { comment: string; hasUtensils: boolean; utensils: number };
const emptyNote: CartNote = { comment: "", hasUtensils: false, utensils: 1 };
const key = (cartId: string) => `cart_note:${cartId}`;

export function clampUtensils(value: number): number {
  return Math.min(maxUtensils, Math.max(minUtensils, Math.round(value)));
}

export function readCartNote(cartId: string): CartNote {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key(cartId)) ?? "null") as Partial<CartNote> | null;
    if (!raw) return emptyNote;
    return {
      comment: typeof raw.comment === "string" ? raw.comment.slice(0, 500) : "",
      hasUtensils: raw.hasUtensils === true,
      utensils: clampUtensils(typeof raw.utensils === "number" ? raw.utensils : 1),
    };
  } catch {
    return emptyNote;
  }
}

export function useCartNote(cartId: string) {
  const [note, setNote] = useState<CartNote>(() => readCartNote(cartId));
  useEffect(() => {
    try {
      sessionStorage.setItem(key(cartId), JSON.stringify(note));
    } catch {
      // Storage full or blocked: the note lives for this page only.
    }
  }, [cartId, note]);
  return {
    ...note,
    setComment: useCallback(
      (comment: string) => setNote((n) => ({ ...n, comment: comment.slice(0, 500) })),
      [],
    ),
    setHasUtensils: useCallback((hasUtensils: boolean) => setNote((n) => ({ ...n, hasUtensils })), []),
    setUtensils: useCallback(
      (utensils: number) => setNote((n) => ({ ...n, utensils: clampUtensils(utensils) })),
      [],
    ),
  };
}

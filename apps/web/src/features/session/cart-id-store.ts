import { readString, removeKey, writeString } from "../../lib/storage";

// The guest's cart per venue and mode survives reloads: the prepare call gets it back as cart_id.
const key = (link: string, mode: string) => `cart_id:${link}:${mode}`;

export const readCartId = (link: string, mode: string): string | null => readString(key(link, mode));
export const writeCartId = (link: string, mode: string, cartId: string): void =>
  writeString(key(link, mode), cartId);
export const forgetCartId = (link: string, mode: string): void => removeKey(key(link, mode));

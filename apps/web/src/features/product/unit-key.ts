// The venue writes a product's unit as free text ("g", "ml", "pcs"...). The common ones are
// shown in the guest's language (translation keys units.*); any other stays as the venue wrote it.
export type UnitKey = "g" | "kg" | "ml" | "l" | "pcs";
const aliases: Record<string, UnitKey> = {
  g: "g",
  gr: "g",
  gram: "g",
  grams: "g",
  г: "g",
  гр: "g",
  kg: "kg",
  кг: "kg",
  ml: "ml",
  мл: "ml",
  l: "l",
  л: "l",
  pc: "pcs",
  pcs: "pcs",
  piece: "pcs",
  pieces: "pcs",
  шт: "pcs",
};

export function unitKey(unit: string | undefined): UnitKey | null {
  if (!unit) return null;
  return aliases[unit.trim().toLowerCase().replace(/\.$/, "")] ?? null;
}

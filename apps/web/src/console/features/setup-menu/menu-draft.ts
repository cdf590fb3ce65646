import type { Menu } from "@tablewise/domain/contract/menu";
import { saveMenuBodySchema } from "@tablewise/domain/contract/setup";

// A menu as its editor holds it: the header and the categories, each with a key that outlives reordering
// (a new category has no _id until the server mints one).
export type CategoryDraft = {
  _id?: string;
  name: string;
  i18n: { locale: string; name: string }[];
  products: string[];
  hidden?: boolean;
  key: string;
};
export type MenuDraft = Omit<Menu, "_id" | "products" | "categories"> & { categories: CategoryDraft[] };

let keySerial = 0;
export const newCategoryDraft = (name: string): CategoryDraft => {
  keySerial += 1;
  return { name, i18n: [], products: [], key: `new-${keySerial}` };
};

export const menuDraftOf = (menu: Menu): MenuDraft => {
  const { _id: _ignored, products: _products, categories, ...header } = menu;
  return { ...header, categories: categories.map((c) => ({ ...c, key: c._id })) };
};

// The body's `menu` (contract/setup.ts saveMenuBodySchema): a half-filled time window is left out.
export function menuBodyOf(draft: MenuDraft) {
  const { categories, schedule_pair, ...header } = draft;
  return {
    ...header,
    ...(schedule_pair?.start && schedule_pair.end ? { schedule_pair } : {}),
    categories: categories.map(({ key: _key, ...c }) => c),
  };
}

// The contract's rules for the menu (field-rules.ts through saveMenuBodySchema), as the server checks
// them: a code of the setup-menu namespace's `errors` by path ("title", "categories.1.name").
export function checkMenu(draft: MenuDraft): Record<string, string> {
  const parsed = saveMenuBodySchema.shape.menu.safeParse(menuBodyOf(draft));
  const codes: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const code = ["required", "too_long"].includes(issue.message) ? issue.message : "invalid";
    codes[issue.path.join(".")] ??= code;
  }
  return codes;
}

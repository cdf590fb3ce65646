import type { PriceGroup } from "@tablewise/domain/contract/menu";
import type { SelectionError } from "@tablewise/domain/rules/validate-variant-selection";
import { maxCount } from "@tablewise/domain/rules/variant-groups";

export type SelectionProblem = SelectionError & { message: string };

// SPEC §5 variant-group rules, said in words for the 422 a refused add answers with: each error keeps
// the rule's code and ids (for the client) and gains a sentence naming the group (for a person).
export function describeSelectionErrors(
  groups: readonly PriceGroup[],
  errors: readonly SelectionError[],
): SelectionProblem[] {
  const byId = new Map(groups.map((g) => [g._id, g]));
  return errors.map((e) => {
    const group = e.group_id ? byId.get(e.group_id) : undefined;
    const name = group ? `"${group.name}" (${group._id})` : `"${e.group_id}"`;
    const many = (n: number) => (n === 1 ? "1 item" : `${n} items`);
    switch (e.code) {
      case "unknown_item":
        return { ...e, message: `item "${e.item_id}" is not an option of this product` };
      case "duplicate_item":
        return { ...e, message: `item "${e.item_id}" is chosen more than once` };
      case "hidden_group":
        return { ...e, message: `group ${name} is not offered with the other choices` };
      case "below_min":
        return { ...e, message: `group ${name} needs at least ${many(group?.min_count ?? 0)}` };
      case "above_max":
        return { ...e, message: `group ${name} allows at most ${many(group ? maxCount(group) : 0)}` };
    }
  });
}

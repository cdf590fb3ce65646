import { useTranslation } from "react-i18next";
import type { OrderLine } from "@tablewise/domain/contract/order";
import type { SelectedItem } from "@tablewise/domain/contract/order-calls";
import { formatMoney } from "../../lib/format-money";
import { QuantityStepper } from "../../ui/quantity-stepper";
import { unpaidQuantity } from "./order-state";

type BillListProps = {
  lines: readonly OrderLine[];
  selected: readonly SelectedItem[];
  currency: string;
  onChange: (selected: SelectedItem[]) => void;
};

// SPEC §2 eat-in bill: every line with a checkbox, a quantity to pay (1 up to what is still unpaid) once
// chosen, and the lines other guests have paid already marked paid.
export function BillList({ lines, selected, currency, onChange }: BillListProps) {
  const { t, i18n } = useTranslation("order");
  const byId = new Map(selected.map((s) => [s.line_id, s.quantity]));
  const setLine = (lineId: string, quantity: number | null) => {
    const rest = selected.filter((s) => s.line_id !== lineId);
    onChange(quantity ? [...rest, { line_id: lineId, quantity }] : rest);
  };
  return (
    <ul className="bill" data-testid="bill">
      {lines.map((line) => {
        const unpaid = unpaidQuantity(line);
        const chosen = byId.get(line._id);
        const choices = [...line.variants, ...line.modificators].map((c) => c.name).join(", ");
        return (
          <li key={line._id} className="bill-line" data-paid={String(unpaid === 0)} data-testid="bill-line">
            <label className="bill-line__main">
              <input
                type="checkbox"
                className="bill-line__check"
                checked={chosen !== undefined}
                disabled={unpaid === 0}
                onChange={(e) => setLine(line._id, e.target.checked ? unpaid : null)}
              />
              <span className="bill-line__text">
                <span className="bill-line__name">
                  {line.quantity} × {line.name}
                </span>
                {choices && <span className="bill-line__choices">{choices}</span>}
              </span>
              <span className="bill-line__sum">
                {unpaid === 0 ? t("bill.paid") : formatMoney(line.total, currency, i18n.language)}
              </span>
            </label>
            {chosen !== undefined && unpaid > 1 && (
              <div className="bill-line__qty">
                <QuantityStepper
                  value={chosen}
                  min={1}
                  max={unpaid}
                  onChange={(q) => setLine(line._id, q)}
                  decreaseLabel={t("bill.decrease", { name: line.name })}
                  increaseLabel={t("bill.increase", { name: line.name })}
                  valueLabel={t("bill.quantity", { name: line.name })}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

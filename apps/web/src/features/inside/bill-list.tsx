import { useTranslation } from "react-i18next";
import type { OrderLine, PaymentRequest } from "@tablewise/domain/contract/order";
import type { SelectedItem } from "@tablewise/domain/contract/order-calls";
import { formatMoney } from "../../lib/format-money";
import { QuantityStepper } from "../../ui/quantity-stepper";
import { unpaidQuantity } from "./order-state";

type BillListProps = {
  lines: readonly OrderLine[];
  requests: readonly PaymentRequest[];
  selected: readonly SelectedItem[];
  currency: string;
  onChange: (selected: SelectedItem[]) => void;
};

// SPEC §2 eat-in bill: every line with a checkbox, a quantity to pay (1 up to what is still unpaid) once
// chosen, and the lines other guests have paid already marked paid. Issue 16: units a payment not yet
// confirmed holds (a cash request waiting for the waiter, an online payment) say so, and cannot be chosen.
export function BillList({ lines, requests, selected, currency, onChange }: BillListProps) {
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
        const held = line.held_quantity;
        // An online payment at the gateway is "being paid"; a cash or card request awaits the waiter.
        const heldBy = requests.some(
          (r) => r.status === "pending" && r.items.some((i) => i.line_id === line._id),
        )
          ? "pending"
          : "requested";
        const chosen = byId.get(line._id);
        const choices = [...line.variants, ...line.modificators].map((c) => c.name).join(", ");
        return (
          <li
            key={line._id}
            className="bill-line"
            data-paid={String(unpaid === 0 && held === 0)}
            data-held={String(held > 0)}
            data-testid="bill-line"
          >
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
                {held > 0 && unpaid > 0 && (
                  <span className="bill-line__held" data-testid="bill-line-held">
                    {t("bill.held", { count: held })}
                  </span>
                )}
              </span>
              <span className="bill-line__sum">
                {unpaid > 0
                  ? formatMoney(line.total, currency, i18n.language)
                  : held > 0
                    ? t(`payment_status.${heldBy}`)
                    : t("bill.paid")}
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

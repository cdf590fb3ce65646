import { useTranslation } from "react-i18next";
import type { StaffDay } from "@tablewise/domain/contract/staff";
import { dayMoneyLines, payMethods, type DayMoneyLine } from "@tablewise/domain/rules/day-money";

type Money = StaffDay["money"];
type Column = (typeof payMethods)[number] | "all";
// One row of the close-out table: its label and each column's amount. The day's lines come first;
// further lines of the day (its voids, comps or discounts) are rows added to this list.
export type CloseOutRow = { id: string; label: string; amount: (column: Column) => number; total?: boolean };

const columns: readonly Column[] = [...payMethods, "all"];

export function dayMoneyRows(money: Money, label: (line: DayMoneyLine) => string): CloseOutRow[] {
  return dayMoneyLines.map((line) => ({
    id: line,
    label: label(line),
    // Refunds are taken off: shown below zero, so the column reads as the sum it is.
    amount: (column) =>
      line === "refunds" && money[column][line] > 0 ? -money[column][line] : money[column][line],
    total: line === "net",
  }));
}

// Per pay method and in all: what was sold, tipped, deposited and given back, and the net (SPEC §7
// decimals from the server, which sums them in minor units).
export function CloseOutTable({
  rows,
  money,
}: {
  rows: readonly CloseOutRow[];
  money: (n: number) => string;
}) {
  const { t } = useTranslation("day");
  const { t: tc } = useTranslation("console");
  return (
    <div className="table-scroll">
      <table className="data-table close-out-table">
        <caption className="visually-hidden">{t("table.caption")}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((c) => (
              <th key={c} scope="col" className="num">
                {tc(`day.method.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.total ? "close-out-table__total" : undefined}>
              <th scope="row">{row.label}</th>
              {columns.map((c) => (
                <td key={c} className="num">
                  {money(row.amount(c))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

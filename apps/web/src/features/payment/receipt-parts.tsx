import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Menu } from "@tablewise/domain/contract/menu";
import type { Order } from "@tablewise/domain/contract/order";
import { fromMinorUnits } from "@tablewise/domain/rules/money";
import { offertQuery } from "../offert/get-offert";
import { refundSummary } from "./refund-summary";
import type { GuestFiscalReceipt } from "@tablewise/domain/contract/fiscal";

const payMethods = ["cash", "card", "online", "bonus"] as const;

// Receipt pieces that the eat-in receipt and the delivery and takeaway receipt share (SPEC §2 Receipt).
export function ReceiptLines({ order, money }: { order: Order; money: (n: number) => string }) {
  const { t } = useTranslation("order");
  return (
    <table className="receipt__lines">
      <caption className="visually-hidden">{t("receipt.lines")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("receipt.item")}</th>
          <th scope="col">{t("receipt.qty")}</th>
          <th scope="col">{t("receipt.sum")}</th>
        </tr>
      </thead>
      <tbody>
        {order.list.map((line) => {
          const choices = [...line.variants, ...line.modificators];
          return (
            <tr key={line._id} data-testid="receipt-line">
              <td>
                {line.name}
                {choices.length > 0 && (
                  <span className="receipt__choices">{choices.map((c) => c.name).join(", ")}</span>
                )}
              </td>
              <td>{line.quantity}</td>
              <td>{money(line.total)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

// SPEC §2 payment details per method (SPEC §4: a method's status defaults to paid on receipts).
export function ReceiptPayments({ order, money }: { order: Order; money: (n: number) => string }) {
  const { t } = useTranslation("order");
  const paid = payMethods.filter((m) => order.payment_sums[m] > 0);
  return (
    <section aria-labelledby="receipt-payments">
      <h2 id="receipt-payments" className="receipt__heading">
        {t("receipt.payments")}
      </h2>
      <dl className="receipt__facts">
        {paid.map((m) => (
          <div key={m} className="receipt__payment" data-testid={`receipt-paid-${m}`}>
            <dt>{t(`method.${m}`)}</dt>
            <dd>
              {money(order.payment_sums[m])} · {t(`payment_status.${order.payment_statuses[m]}`)}
            </dd>
          </div>
        ))}
        {paid.length === 0 && order.pay_method && (
          <div className="receipt__payment" data-testid={`receipt-method-${order.pay_method}`}>
            <dt>{t(`method.${order.pay_method}`)}</dt>
            <dd>
              {money(order.total)} · {t(`payment_status.${order.payment_statuses[order.pay_method]}`)}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

// A refund the venue made: how much went back and what was finally paid (SPEC §2 Receipt). Nothing when
// no money went back.
export function ReceiptRefund({ order, money }: { order: Order; money: (n: number) => string }) {
  const { t } = useTranslation("order");
  const { refunded, finallyPaid } = refundSummary(order);
  if (refunded <= 0) return null;
  return (
    <dl className="receipt__totals" data-testid="receipt-refund">
      <dt>{t("receipt.refunded")}</dt>
      <dd data-testid="receipt-refunded">−{money(fromMinorUnits(refunded))}</dd>
      <dt className="receipt__grand">{t("receipt.paid_final")}</dt>
      <dd className="receipt__grand" data-testid="receipt-paid-final">
        {money(fromMinorUnits(finallyPaid))}
      </dd>
    </dl>
  );
}

// The company that receives payment for the order's menu (its public offer), as the service provider.
export function ReceiptProvider({ order, menus, cafeId }: { order: Order; menus: Menu[]; cafeId: string }) {
  const { t } = useTranslation("order");
  const menuId = menus.find((m) =>
    m.products.some((p) => order.list.some((l) => l.product_id === p._id)),
  )?._id;
  // A failed call shows no provider.
  const { data: provider } = useQuery({
    ...offertQuery(cafeId, menuId ?? ""),
    enabled: menuId !== undefined,
  });
  if (!provider) return null;
  return (
    <section aria-labelledby="receipt-provider" className="receipt__provider">
      <h2 id="receipt-provider" className="receipt__heading">
        {t("receipt.provider")}
      </h2>
      {/* The company's own (Ukrainian) text keeps its direction inside an Arabic page. */}
      <p>
        <bdi>
          {provider.company_type} {provider.company_name}, {provider.company_code}
        </bdi>
      </p>
      <p>
        <bdi>{provider.company_address}</bdi>
      </p>
    </section>
  );
}

// The order's fiscal receipts (the venue's software cash register, docs/fiscal.md): the fiscal number
// the tax service gave and the provider's public page of the receipt. Nothing when there are none.
export function FiscalReceipts({ receipts }: { receipts: readonly GuestFiscalReceipt[] }) {
  const { t } = useTranslation("order");
  if (!receipts.length) return null;
  return (
    <section aria-labelledby="receipt-fiscal" data-testid="receipt-fiscal">
      <h2 id="receipt-fiscal" className="receipt__heading">
        {t("fiscal.title")}
      </h2>
      <dl className="receipt__facts">
        {receipts.map((r) => (
          <div key={`${r.kind}-${r.fiscal_code}`} className="receipt__payment">
            <dt>{t(r.kind === "sale" ? "fiscal.sale" : "fiscal.return")}</dt>
            <dd>
              <bdi dir="ltr">{r.fiscal_code}</bdi>
              {r.receipt_url && (
                <>
                  {" · "}
                  <a href={r.receipt_url} target="_blank" rel="noopener noreferrer">
                    {t("fiscal.open")}
                  </a>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

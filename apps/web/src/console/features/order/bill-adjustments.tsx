import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { formatMoney } from "../../../lib/format-money";
import { consoleLocale } from "../../i18n/console-i18n";
import { useMe } from "../session/use-me";

// What was voided, comped or discounted on the bill and why, as the guest reads it too (SPEC §4 bill).
export function BillAdjustments({ order }: { order: Order }) {
  const { t } = useTranslation("console");
  const me = useMe();
  if (!order.adjustments.length) return null;
  const money = (n: number) => formatMoney(n, me.venue.currency, consoleLocale());
  return (
    <section aria-labelledby="od-adjustments">
      <h3 id="od-adjustments">{t("adjust.listTitle")}</h3>
      <ul className="audit">
        {order.adjustments.map((a) => (
          <li key={a._id}>
            <strong>
              {a.kind === "discount"
                ? t("adjust.said.discount", { percent: a.percent ?? 0 })
                : t(`adjust.said.${a.kind}`)}
            </strong>
            {a.name && (
              <>
                {" "}
                <bdi>{a.name}</bdi> ×{a.quantity}
              </>
            )}{" "}
            · “<bdi>{a.reason}</bdi>” · −{money(a.amount)}
          </li>
        ))}
      </ul>
    </section>
  );
}

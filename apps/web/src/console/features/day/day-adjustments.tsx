import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TFunction } from "i18next";
import { unpaidCloseReasonSchema, type StaffDay } from "@tablewise/domain/contract/staff";
import { formatMoney } from "../../../lib/format-money";
import { formatDateTime } from "../../lib/format";
import { consoleLocale } from "../../i18n/console-i18n";
import { useMe } from "../session/use-me";

const kinds = ["unpaid", "void", "comp", "discount"] as const;

// An unpaid close's reason is recorded as its code, then the venue's note ("other: the note").
function reasonText(t: TFunction<"console">, kind: string, reason: string): string {
  if (kind !== "unpaid") return reason;
  const [code = "", ...note] = reason.split(": ");
  const known = unpaidCloseReasonSchema.safeParse(code);
  if (!known.success) return reason;
  const name = t(`closeBill.reasons.${known.data}`);
  return note.length ? `${name}: ${note.join(": ")}` : name;
}

// The day's money not taken (SPEC §4 bill): bills closed unpaid and the voids, comps and discounts, each
// counted with its amount, then listed with the reason, who made it and who approved it.
export function DayAdjustments({ day }: { day: StaffDay }) {
  const { t } = useTranslation("console");
  const me = useMe();
  const data = day.adjustments;
  if (!data) return null;
  const locale = consoleLocale();
  const money = (n: number) => formatMoney(n, day.currency, locale);
  return (
    <section aria-labelledby="day-adjustments" className="card-section">
      <h2 id="day-adjustments">{t("dayAdjustments.title")}</h2>
      <dl className="stats">
        {kinds.map((k) => (
          <div key={k} className="stat">
            <dt>{t(`dayAdjustments.kinds.${k}`)}</dt>
            <dd>
              {money(data[k].amount)}{" "}
              <span className="muted">({t("dayAdjustments.count", { count: data[k].count })})</span>
            </dd>
          </div>
        ))}
      </dl>
      {data.list.length === 0 ? (
        <p className="muted">{t("dayAdjustments.none")}</p>
      ) : (
        <ul className="audit">
          {data.list.map((a, i) => (
            <li key={i}>
              <time dateTime={a.at}>{formatDateTime(a.at, locale, me.venue.time_zone)}</time>{" "}
              <strong>{t(`dayAdjustments.kinds.${a.kind}`)}</strong> · −{money(a.amount)} · “
              <bdi>{reasonText(t, a.kind, a.reason)}</bdi>” · <bdi>{a.by}</bdi>
              {a.approved_by && <> · {t("adjust.approvedBy", { name: a.approved_by })}</>} ·{" "}
              <Link to={`/console/history/orders/${encodeURIComponent(a.order_id)}`}>
                {t("order.details")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useTranslation } from "react-i18next";
import {
  asapWindow,
  deliveryEstimateMinutes,
  takeawayEstimateMinutes,
} from "@tablewise/domain/rules/order-estimate";
import { toLocal } from "@tablewise/domain/rules/zoned-time";
import { formatClock } from "../../session/menu-status";
import { useMenuSession } from "../../session/session-context";
import { usePreorder } from "../preorder-context";
import { dayKey, formatDayDate, type DayLabel } from "./time-groups";

// SPEC §9 estimates: delivery is shipping_time plus min_order_time; takeaway min_order_time or 10.
export function useEstimateMinutes(): number {
  const { cafe } = useMenuSession();
  const { mode } = usePreorder();
  return mode === "delivery"
    ? deliveryEstimateMinutes(cafe.delivery)
    : takeawayEstimateMinutes(cafe.preorder);
}

// Texts of the time row and the time modal, in the guest's language on the venue's clock.
export function useTimeText() {
  const { t, i18n } = useTranslation("preorder");
  const { cafe } = useMenuSession();
  const minutes = useEstimateMinutes();
  const range = asapWindow(minutes);
  const dayText = (label: DayLabel) =>
    label.kind === "date" ? formatDayDate(label.date, i18n.language) : t(`time.${label.kind}`);
  const clock = (iso: string) => formatClock(new Date(iso), cafe.timezone, i18n.language);
  // SPEC §9: asap shows the minimum time to the minimum time plus 10 minutes.
  const asap = t("time.asap_window", { from: range.from, to: range.to });
  const scheduled = (iso: string, now: Date) => {
    const local = toLocal(new Date(iso), cafe.timezone);
    const today = toLocal(now, cafe.timezone);
    const diff =
      (Date.UTC(local.year, local.month - 1, local.day) - Date.UTC(today.year, today.month - 1, today.day)) /
      86_400_000;
    const label: DayLabel =
      diff === 0 ? { kind: "today" } : diff === 1 ? { kind: "tomorrow" } : { kind: "date", date: local };
    return t("time.day_time", { day: dayText(label), time: clock(iso) });
  };
  return { asap, dayText, clock, scheduled, dayKeyOf: dayKey };
}

import { useTranslation } from "react-i18next";
import { useNow } from "../../../lib/use-now";
import { Icon } from "../../../ui/icon";
import { useMenuSession } from "../../session/session-context";
import { closedState, formatUntil } from "./closed-until";
import { usePreorder } from "../preorder-context";
import "../preorder.css";

// SPEC §2 closed banners of delivery and takeaway: unavailable until a date, or the venue closed
// (advance orders allowed), with the until date as DD.MM HH:mm.
export function ClosedNotice() {
  const { t } = useTranslation("preorder");
  const { cafe } = useMenuSession();
  const { mode, systemClosedUntil, closeRule } = usePreorder();
  const now = useNow(30_000);
  const state = closedState(cafe, systemClosedUntil, closeRule.allow_preliminary_orders, now);
  if (!state) return null;
  // Isolated, so "24.11 06:18" keeps its order inside a right-to-left sentence.
  const until = state.until ? `\u2068${formatUntil(state.until, cafe.timezone)}\u2069` : null;
  const text =
    state.kind === "system"
      ? t(`closed.system_${mode}`, { until: until ?? "" })
      : until
        ? t("closed.venue_until", { until })
        : t("closed.venue");
  return (
    <p className="preorder-closed" role="status" data-testid="preorder-closed">
      <Icon name="clock" size={20} />
      <span>
        {text} {state.allowsAdvance ? t("closed.advance") : t("closed.no_advance")}
      </span>
    </p>
  );
}

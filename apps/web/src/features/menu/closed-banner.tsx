import { useTranslation } from "react-i18next";
import { Icon } from "../../ui/icon";
import { useMenuSession } from "../session/session-context";
import { formatClock, type MenuStatus } from "../session/menu-status";

// SPEC §2 closed banners: the menu's own window, the venue, or the delivery/takeaway system.
export function ClosedBanner({ status }: { status: MenuStatus }) {
  const { t, i18n } = useTranslation("menu");
  const { cafe } = useMenuSession();
  const time = status.opensAt ? formatClock(status.opensAt, cafe.timezone, i18n.language) : null;
  const text =
    status.closedReason === "window"
      ? t("menu.closed_window", { time: time ?? "" })
      : status.closedReason === "venue"
        ? time
          ? t("menu.closed_venue_until", { time })
          : t("menu.closed_venue")
        : t("menu.closed_system");
  return (
    <p className="closed-banner" role="status" data-testid="closed-banner">
      <Icon name="clock" size={20} />
      <span>
        {text} {status.addState !== "hidden" && t("menu.closed_browse")}
      </span>
    </p>
  );
}

import { useTranslation } from "react-i18next";
import { useMenuServedAt } from "../../lib/online-status";
import "./offline-banner.css";

// The menu without a signal: what the guest sees is the menu as the server last sent it (the service
// worker's copy), and ordering and paying wait for a connection (their buttons say so where they are).
export function OfflineBanner() {
  const { t, i18n } = useTranslation("offline");
  const servedAt = useMenuServedAt();
  const time =
    servedAt === null
      ? null
      : new Intl.DateTimeFormat(i18n.language, {
          day: "numeric",
          month: "short",
          hour: "2-digit",
          minute: "2-digit",
        }).format(servedAt);
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner">
      {time ? t("banner", { time }) : t("banner_no_time")}
    </p>
  );
}

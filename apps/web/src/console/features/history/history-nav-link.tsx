import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

// The shell's "History" link (managers and waiters, as the day's money), in the history screen's own
// namespace so the shared console strings stay untouched.
export function HistoryNavLink() {
  const { t } = useTranslation("history");
  return (
    <NavLink to="/console/history" className="navlink">
      {t("nav")}
    </NavLink>
  );
}

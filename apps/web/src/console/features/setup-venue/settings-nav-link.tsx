import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

// The shell's "Settings" link (managers only), in this screen's own namespace so the shared console
// strings stay untouched (each setup screen keeps its strings apart).
export function SettingsNavLink() {
  const { t } = useTranslation("setup-venue");
  return (
    <NavLink to="/console/setup/venue" className="navlink">
      {t("nav.settings")}
    </NavLink>
  );
}

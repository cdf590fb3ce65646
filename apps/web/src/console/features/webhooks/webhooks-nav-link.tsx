import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

// The "Webhooks" link on the Settings page (managers only), in the screen's own namespace.
export function WebhooksNavLink() {
  const { t } = useTranslation("webhooks");
  return (
    <NavLink to="/console/setup/webhooks" className="navlink">
      {t("nav")}
    </NavLink>
  );
}

import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

// The shell's "Reservations" link (managers and waiters), in the screen's own namespace.
export function ReservationsNavLink() {
  const { t } = useTranslation("reservations");
  return (
    <NavLink to="/console/reservations" className="navlink">
      {t("nav")}
    </NavLink>
  );
}

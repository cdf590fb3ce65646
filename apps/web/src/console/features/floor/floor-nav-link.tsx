import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

// The shell's link to the phone view, in the floor's own namespace (waiters and managers).
export function FloorNavLink() {
  const { t } = useTranslation("floor");
  return (
    <NavLink to="/console/floor" className="navlink">
      {t("nav.myTables")}
    </NavLink>
  );
}

import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

// The shell's "Staff" link (managers only), in the Staff screen's own namespace so the shared console
// strings stay untouched.
export function StaffNavLink() {
  const { t } = useTranslation("staff");
  return (
    <NavLink to="/console/staff" className="navlink">
      {t("nav")}
    </NavLink>
  );
}

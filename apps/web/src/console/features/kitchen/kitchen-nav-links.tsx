import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import type { StaffMe } from "@tablewise/domain/contract/staff";

// The shell's kitchen links, in the kitchen's own namespace: the station screen (the kitchen's, the
// manager's and the waiter's: contract/kitchen.ts), the counter screen (any staff) and, for managers,
// the kitchen setup.
export function KitchenNavLinks({ me }: { me: StaffMe }) {
  const { t } = useTranslation("kitchen");
  return (
    <>
      <NavLink to="/console/kitchen" className="navlink">
        {t("nav.station")}
      </NavLink>
      <NavLink to="/console/counter" className="navlink">
        {t("nav.counter")}
      </NavLink>
      {me.role === "manager" && (
        <NavLink to="/console/setup/kitchen" className="navlink">
          {t("nav.setup")}
        </NavLink>
      )}
    </>
  );
}

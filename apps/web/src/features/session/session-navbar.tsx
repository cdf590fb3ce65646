import { useTranslation } from "react-i18next";
import { BottomNavbar } from "../../ui/bottom-navbar";
import { useNavbarBadges } from "./order-badges";
import { useMenuSession } from "./session-context";

type SessionNavbarProps = { active: "home" | "menu" | "orders" };

// SPEC §2 bottom navbar inside an ordering shell: Home, Menu (the lobby), Orders. Menu has a badge while
// the cart has items or the current order is cancelled; Orders while the order can be paid.
export function SessionNavbar({ active }: SessionNavbarProps) {
  const { t } = useTranslation();
  const { paths } = useMenuSession();
  const badges = useNavbarBadges();
  return (
    <BottomNavbar
      label={t("nav.label")}
      badgeLabel={t("nav.badge")}
      items={[
        { key: "home", label: t("nav.home"), to: paths.home, icon: "home", isActive: active === "home" },
        {
          key: "menu",
          label: t("nav.menu"),
          to: paths.lobby,
          icon: "menu",
          isActive: active === "menu",
          hasBadge: badges.menu,
        },
        {
          key: "orders",
          label: t("nav.orders"),
          to: paths.orders,
          icon: "orders",
          isActive: active === "orders",
          hasBadge: badges.orders,
        },
      ]}
    />
  );
}

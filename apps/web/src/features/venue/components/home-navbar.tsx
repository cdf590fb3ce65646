import { useTranslation } from "react-i18next";
import type { Modes } from "@tablewise/domain/contract/venue";
import { showsNavbar } from "@tablewise/domain/rules/venue-mode";
import { buildPath } from "../../../lib/route-paths";
import type { StoredMode } from "../../../lib/venue-cache";
import { BottomNavbar } from "../../../ui/bottom-navbar";
import { lobbyPath, ordersPath } from "../venue-paths";

type HomeNavbarProps = {
  link: string;
  modes: Modes;
  mode: StoredMode | null;
  // SPEC §2: Menu badge when the cart has items or the current order is cancelled; Orders badge when
  // the order can be paid. The cart and order features supply these.
  hasMenuBadge?: boolean;
  hasOrdersBadge?: boolean;
};

export function HomeNavbar({
  link,
  modes,
  mode,
  hasMenuBadge = false,
  hasOrdersBadge = false,
}: HomeNavbarProps) {
  const { t } = useTranslation();
  if (!showsNavbar(modes, mode?.mode === "inside")) return null;
  return (
    <BottomNavbar
      label={t("nav.label")}
      badgeLabel={t("nav.badge")}
      items={[
        {
          key: "home",
          label: t("nav.home"),
          to: buildPath("home", { cafe_link: link }),
          icon: "home",
          isActive: true,
        },
        {
          key: "menu",
          label: t("nav.menu"),
          to: lobbyPath(link, mode),
          icon: "menu",
          hasBadge: hasMenuBadge,
        },
        {
          key: "orders",
          label: t("nav.orders"),
          to: ordersPath(link, mode),
          icon: "orders",
          hasBadge: hasOrdersBadge,
        },
      ]}
    />
  );
}

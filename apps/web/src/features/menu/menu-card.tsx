import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Menu } from "@tablewise/domain/contract/menu";
import { menuWindowStatus } from "@tablewise/domain/rules/menu-availability";
import { Icon } from "../../ui/icon";
import { menuTag, menuTitle } from "../session/localize";
import { useMenuSession } from "../session/session-context";
import { formatClock } from "../session/menu-status";

type MenuCardProps = { menu: Menu; to: string; now: Date; locale: string };

// SPEC §2 lobby menu row: tag, time window and a closed-now note, otherwise the number of positions.
export function MenuCard({ menu, to, now, locale }: MenuCardProps) {
  const { t } = useTranslation("menu");
  const { cafe } = useMenuSession();
  const status = menuWindowStatus(menu, cafe.timezone, now);
  const tag = menuTag(menu, locale);
  const window = menu.schedule_pair;
  return (
    <Link to={to} className="menu-card" data-testid="menu-card" data-menu-id={menu._id}>
      <span className="menu-card__icon" aria-hidden="true">
        <Icon name="menu" size={26} />
      </span>
      <span className="menu-card__body">
        <span className="menu-card__title">
          <bdi>{menuTitle(menu, locale)}</bdi>
        </span>
        {tag && (
          <span className="menu-card__tag">
            <bdi>{tag}</bdi>
          </span>
        )}
        <span className="menu-card__meta">
          {window && <span>{t("lobby.window", { start: window.start, end: window.end })}</span>}
          {status.isOpen ? (
            <span>{t("lobby.positions", { count: menu.products.length })}</span>
          ) : (
            <span className="menu-card__closed">
              {t("lobby.closed_now", { time: formatClock(status.opensAt, cafe.timezone, locale) })}
            </span>
          )}
        </span>
      </span>
      <Icon name="chevron" size={20} className="menu-card__chevron flip-rtl" />
    </Link>
  );
}

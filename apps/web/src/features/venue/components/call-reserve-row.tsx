import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Venue } from "@tablewise/domain/contract/venue";
import { buildPath } from "../../../lib/route-paths";
import { Icon } from "../../../ui/icon";

// SPEC §2 home page Call and Reserve row; the spec hard-wires it to one venue, we show it for every venue
// that turns reservations on (venue.reserve.enabled). Reserve opens reserve_menu.
export function CallReserveRow({ venue, link }: { venue: Venue; link: string }) {
  const { t } = useTranslation();
  if (!venue.reserve.enabled) return null;
  return (
    <nav className="call-reserve" aria-label={t("home.callReserve")} data-testid="call-reserve">
      {venue.contact_phone && (
        <a
          className="btn btn--outline call-reserve__btn"
          href={`tel:${venue.contact_phone.replace(/\s+/g, "")}`}
        >
          <Icon name="phone" size={20} />
          {t("home.call")}
        </a>
      )}
      <Link
        className="btn btn--primary call-reserve__btn"
        to={buildPath("reserve_menu", { cafe_link: link })}
        data-testid="home-reserve"
      >
        <Icon name="clock" size={20} />
        {t("home.reserve")}
      </Link>
    </nav>
  );
}

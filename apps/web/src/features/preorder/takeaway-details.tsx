import { useTranslation } from "react-i18next";
import { Icon } from "../../ui/icon";
import { VenueMap } from "../map/venue-map";
import { useMenuSession } from "../session/session-context";
import { ClosedNotice } from "./time/closed-notice";
import { TimeRow } from "./time/time-row";
import "./details.css";

// SPEC §2 takeaway details: estimated time and the time modal, the venue's map with its name and address.
export function TakeawayDetails() {
  const { t } = useTranslation("preorder");
  const { cafe } = useMenuSession();
  return (
    <section className="details-card" aria-labelledby="takeaway-title" data-testid="takeaway-details">
      <h2 id="takeaway-title" className="details-card__title">
        {t("takeaway.title")}
      </h2>
      <ClosedNotice />
      <TimeRow />
      <div className="pickup">
        <span className="detail-row__icon" aria-hidden="true">
          <Icon name="pin" size={20} />
        </span>
        <span className="detail-row__text">
          <span className="detail-row__label">{t("takeaway.where")}</span>
          {/* The venue's own text keeps its direction (<bdi>) but lines up with the page (start side). */}
          <span className="detail-row__value">
            <bdi>{cafe.name}</bdi>
          </span>
          <span className="detail-row__sub" data-testid="pickup-address">
            <bdi>{cafe.address}</bdi>
          </span>
        </span>
      </div>
      <VenueMap
        lat={cafe.address_location.lat}
        lon={cafe.address_location.lon}
        zoom={17}
        fallbackText={cafe.address}
      />
    </section>
  );
}

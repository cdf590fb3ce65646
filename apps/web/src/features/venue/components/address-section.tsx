import { useTranslation } from "react-i18next";
import type { Venue } from "@tablewise/domain/contract/venue";
import { VenueMap } from "../../map/venue-map";
import { Icon } from "../../../ui/icon";
import "../../../ui/button.css";
import "../../../ui/card.css";
import "./address-section.css";

// A route to the venue in the guest's maps app (SPEC §7 external link to a maps route).
export function directionsUrl(lat: number, lon: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`;
}

// SPEC §2 Address: map at zoom 16, the address and a Get directions link.
export function AddressSection({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const { lat, lon } = venue.address_location;
  return (
    <section className="card" aria-labelledby="address-title">
      <h2 id="address-title" className="card__title">
        {t("home.address")}
      </h2>
      <VenueMap lat={lat} lon={lon} zoom={16} fallbackText={t("home.mapUnavailable")} />
      <div className="address">
        <Icon name="pin" size={20} className="address__icon" />
        <p className="address__text" dir="auto">
          {venue.address}
        </p>
      </div>
      <a
        className="btn btn--primary btn--block"
        href={directionsUrl(lat, lon)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="directions" size={20} />
        {t("home.directions")}
      </a>
    </section>
  );
}

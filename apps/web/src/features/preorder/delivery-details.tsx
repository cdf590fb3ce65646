import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buildPath } from "../../lib/route-paths";
import { Icon } from "../../ui/icon";
import { VenueMap } from "../map/venue-map";
import { addressDetailParts, addressTitle, formatAddressDetails } from "../../lib/address-line";
import { ClosedNotice } from "./time/closed-notice";
import { usePreorder } from "./preorder-context";
import { TimeRow } from "./time/time-row";
import "../../ui/switch.css";
import "./details.css";

// SPEC §2 delivery details: estimated time and the time modal, the address with its map (zoom 16) and
// detail line, courier instructions and the contactless option. The address opens the address page.
export function DeliveryDetails() {
  const { t } = useTranslation("preorder");
  const { link, draft, updateDraft } = usePreorder();
  const { address } = draft;
  const parts = address ? addressDetailParts(address) : [];
  const isOut = address?.is_reachable === false;
  return (
    <section className="details-card" aria-labelledby="delivery-title" data-testid="delivery-details">
      <h2 id="delivery-title" className="details-card__title">
        {t("delivery.title")}
      </h2>
      <ClosedNotice />
      <TimeRow />
      <Link
        to={buildPath("preorder_address", { cafe_link: link, mode: "delivery" })}
        className="detail-row"
        data-invalid={!address || isOut || undefined}
        data-testid="address-row"
      >
        <span className="detail-row__icon" aria-hidden="true">
          <Icon name="pin" size={20} />
        </span>
        <span className="detail-row__text">
          <span className="detail-row__label">{t("delivery.address")}</span>
          <span className="detail-row__value" data-testid="address-value">
            {address ? <bdi>{addressTitle(address)}</bdi> : t("delivery.add_address")}
          </span>
          {parts.length > 0 && (
            <span className="detail-row__sub" data-testid="address-details">
              {formatAddressDetails(parts, (field, value) => t(`address.line.${field}`, { value }))}
            </span>
          )}
          {isOut && <span className="detail-row__error">{t("address.out_of_range")}</span>}
        </span>
        <span className="detail-row__action">{address ? t("change") : t("add")}</span>
      </Link>
      {address && (
        <>
          <VenueMap lat={address.lat} lon={address.lon} zoom={16} fallbackText={addressTitle(address)} />
          <label className="pf-field">
            <span className="pf-field__label">{t("delivery.instructions")}</span>
            <textarea
              className="pf-field__input pf-field__input--area"
              rows={2}
              maxLength={500}
              value={address.instructions ?? ""}
              placeholder={t("delivery.instructions_hint")}
              onChange={(e) => updateDraft({ address: { ...address, instructions: e.target.value } })}
              data-testid="courier-instructions"
            />
          </label>
        </>
      )}
      <label className="switch details-card__switch">
        <input
          type="checkbox"
          role="switch"
          checked={draft.isContactless}
          onChange={(e) => updateDraft({ isContactless: e.target.checked })}
          data-testid="contactless"
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__text">
          {t("delivery.contactless")}
          <span className="switch__hint">{t("delivery.contactless_hint")}</span>
        </span>
      </label>
    </section>
  );
}
